import { withSchemas } from '../calls.js';
import {
  carrierSettingsEndpoints,
  deliveryRegionsEndpoints,
  feeSettingsEndpoints,
  shippingLogisticsEndpoints,
  shippingOptionsEndpoints,
} from '../endpoints/index.js';
import {
  CarrierSettingsResponse,
  GetCarrierSettingsRequest,
  GetShippingLogisticsRequest,
  ShippingLogisticsResponse,
  UpdateCarrierSettingsRequest,
  UpdateShippingLogisticsRequest,
} from '../logistics.js';
import { EmptyResponse } from '../owners.js';
import {
  CreateDeliveryRegionRequest,
  CreateShippingOptionRequest,
  DeleteDeliveryRegionRequest,
  DeleteShippingOptionRequest,
  DeliveryRegionResponse,
  FeeSettingsResponse,
  GetFeeSettingsRequest,
  UpdateFeeSettingsRequest,
  GetDeliveryRegionRequest,
  GetShippingOptionRequest,
  ListDeliveryRegionsRequest,
  ListDeliveryRegionsResponse,
  QueryShippingOptionsRequest,
  QueryShippingOptionsResponse,
  ShippingOptionRegionRequest,
  ShippingOptionResponse,
  UpdateDeliveryRegionRequest,
  UpdateShippingOptionExtendedFieldsRequest,
  UpdateShippingOptionRequest,
} from '../shipping.js';

const OPTION = ['SHIPPING_OPTION_NOT_FOUND'] as const;
const REGION = ['DELIVERY_REGION_NOT_FOUND'] as const;

export const shippingOptionsCalls = /* @__PURE__ */ withSchemas(shippingOptionsEndpoints, {
  createShippingOption: {
    input: CreateShippingOptionRequest,
    output: ShippingOptionResponse,
    errors: REGION,
  },
  queryShippingOptions: { input: QueryShippingOptionsRequest, output: QueryShippingOptionsResponse },
  updateExtendedFields: {
    input: UpdateShippingOptionExtendedFieldsRequest,
    output: ShippingOptionResponse,
    errors: OPTION,
  },
  updateShippingOption: {
    input: UpdateShippingOptionRequest,
    output: ShippingOptionResponse,
    errors: [...OPTION, 'SHIPPING_OPTION_REVISION_MISMATCH'],
  },
  deleteShippingOption: { input: DeleteShippingOptionRequest, output: EmptyResponse, errors: OPTION },
  getShippingOption: { input: GetShippingOptionRequest, output: ShippingOptionResponse, errors: OPTION },
  addDeliveryRegion: {
    input: ShippingOptionRegionRequest,
    output: ShippingOptionResponse,
    errors: [...OPTION, ...REGION, 'SHIPPING_OPTION_REVISION_MISMATCH'],
  },
  removeDeliveryRegion: {
    input: ShippingOptionRegionRequest,
    output: ShippingOptionResponse,
    errors: [...OPTION, 'SHIPPING_OPTION_REVISION_MISMATCH', 'LAST_DELIVERY_REGION'],
  },
});

export const deliveryRegionsCalls = /* @__PURE__ */ withSchemas(deliveryRegionsEndpoints, {
  createDeliveryRegion: { input: CreateDeliveryRegionRequest, output: DeliveryRegionResponse },
  listDeliveryRegions: { input: ListDeliveryRegionsRequest, output: ListDeliveryRegionsResponse },
  getDeliveryRegion: { input: GetDeliveryRegionRequest, output: DeliveryRegionResponse, errors: REGION },
  updateDeliveryRegion: {
    input: UpdateDeliveryRegionRequest,
    output: DeliveryRegionResponse,
    errors: [...REGION, 'DELIVERY_REGION_REVISION_MISMATCH', 'DEFAULT_DELIVERY_REGION'],
  },
  deleteDeliveryRegion: {
    input: DeleteDeliveryRegionRequest,
    output: EmptyResponse,
    errors: [...REGION, 'DELIVERY_REGION_IN_USE', 'DEFAULT_DELIVERY_REGION'],
  },
});

export const feeSettingsCalls = /* @__PURE__ */ withSchemas(feeSettingsEndpoints, {
  getFeeSettings: { input: GetFeeSettingsRequest, output: FeeSettingsResponse },
  updateFeeSettings: { input: UpdateFeeSettingsRequest, output: FeeSettingsResponse },
});

export const shippingLogisticsCalls = /* @__PURE__ */ withSchemas(shippingLogisticsEndpoints, {
  getShippingLogistics: {
    input: GetShippingLogisticsRequest,
    output: ShippingLogisticsResponse,
    errors: OPTION,
  },
  updateShippingLogistics: {
    input: UpdateShippingLogisticsRequest,
    output: ShippingLogisticsResponse,
    errors: OPTION,
  },
});

export const carrierSettingsCalls = /* @__PURE__ */ withSchemas(carrierSettingsEndpoints, {
  getCarrierSettings: { input: GetCarrierSettingsRequest, output: CarrierSettingsResponse },
  updateCarrierSettings: {
    input: UpdateCarrierSettingsRequest,
    output: CarrierSettingsResponse,
    errors: ['CARRIER_NOT_FOUND'],
  },
});
