import { AtriumError, TokenError } from '../errors/errors.js';
import { errorFromFailure, errorFromResponse } from '../errors/from-response.js';
import type { FieldMapper } from '../errors/from-response.js';
import { planRequest, planUrl } from '../wire/request-plan.js';
import type { RequestSpec } from '../wire/request-plan.js';
import { convertAtPath, fromWire, int64FromWire, int64ToWire, isPlainObject } from '../wire/transform.js';
import type { PlainObject } from '../wire/transform.js';
import type { ClientCore } from './client-core.js';

/** Wire paths of 64-bit integers, which travel as strings (WIRE.md section 3). */
export interface Int64Fields {
  /** Paths in the request payload: numbers there are sent as strings. */
  request?: readonly string[];
  /** Paths in the response body: integer strings there become numbers. */
  response?: readonly string[];
}

export interface ApiCall {
  spec: RequestSpec;
  /** The wire payload; converted in place. */
  payload: PlainObject;
  mapField?: FieldMapper;
  int64?: Int64Fields;
  /** Rewrites the wire body in place before the SDK's renaming (media URIs: helpers/media-uri.ts). */
  transform?: (body: PlainObject) => void;
  /** Rewrites the payload in place before it travels (address field names: helpers/cart-answer.ts). */
  prepare?: (payload: PlainObject) => void;
}

/** Sends one call and returns its answer in the SDK's form, or throws the error of the shared model. */
export async function callApi(client: ClientCore, call: ApiCall): Promise<PlainObject> {
  call.prepare?.(call.payload);
  for (const path of call.int64?.request ?? []) convertAtPath(call.payload, path, int64ToWire);
  const plan = planRequest(call.spec, call.payload);
  let response: Response;
  try {
    response = await client.fetchWithAuth(planUrl(plan), {
      method: plan.method,
      headers: plan.body === undefined ? undefined : { 'content-type': 'application/json' },
      body: plan.body,
    });
  } catch (error) {
    // Token failures have their own message (specification 000 section 8); the rest had no answer at all.
    if (error instanceof TokenError || error instanceof AtriumError) throw error;
    throw errorFromFailure(error);
  }
  // Success is exactly 200 with a JSON object (WIRE.md section 2); 201 and 204 are not.
  if (response.status !== 200) throw await errorFromResponse(response, call.mapField);
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw errorFromFailure(error, response);
  }
  if (!isPlainObject(body))
    throw errorFromFailure(new TypeError('The answer is not a JSON object'), response);
  for (const path of call.int64?.response ?? []) convertAtPath(body, path, int64FromWire);
  call.transform?.(body);
  return fromWire(body) as PlainObject;
}
