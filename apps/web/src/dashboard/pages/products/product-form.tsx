import { categoriesQueries, mediaQueries, productsMutations } from '@atrium/react';
import type { products } from '@atrium/sdk';
import {
  ActionIcon,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Switch,
  Table,
  TagsInput,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ErrorNotice } from '../../components/states';
import { useSiteClient } from '../../site-client';
import { TaxGroupSelect } from './tax-group-select';

const STORE_TREE = { appNamespace: '@atrium/stores' };

interface OptionDraft {
  name: string;
  choices: string[];
}
type VariantDraft = { price: string; quantity: number | string };

/** Options as the form edits them: a name and its choices, as tags. */
const optionsOf = (product?: products.Product): OptionDraft[] =>
  (product?.productOptions ?? []).map((o) => ({ name: o.name, choices: o.choices.map((c) => c.value) }));

function OptionsEditor({
  options,
  onChange,
}: {
  options: OptionDraft[];
  onChange: (next: OptionDraft[]) => void;
}) {
  const set = (i: number, change: Partial<OptionDraft>) =>
    onChange(options.map((option, j) => (i === j ? { ...option, ...change } : option)));
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Options
      </Title>
      {options.map((option, i) => (
        <Group key={i} align="flex-end" wrap="nowrap">
          <TextInput
            label={`Option ${i + 1} name`}
            value={option.name}
            onChange={(e) => set(i, { name: e.currentTarget.value })}
          />
          <TagsInput
            label={`Option ${i + 1} choices`}
            placeholder="Type a choice, then Enter"
            value={option.choices}
            onChange={(choices) => set(i, { choices })}
            style={{ flex: 1 }}
          />
          <ActionIcon
            variant="default"
            aria-label={`Remove option ${i + 1}`}
            onClick={() => onChange(options.filter((_, j) => j !== i))}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      {options.length < 6 && (
        <Button
          variant="default"
          size="xs"
          onClick={() => onChange([...options, { name: '', choices: [] }])}
          w="fit-content"
        >
          Add an option
        </Button>
      )}
    </Stack>
  );
}

function VariantsEditor({
  product,
  drafts,
  onChange,
}: {
  product: products.Product;
  drafts: Record<string, VariantDraft>;
  onChange: (next: Record<string, VariantDraft>) => void;
}) {
  return (
    <Table>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Variant</Table.Th>
          <Table.Th>Price</Table.Th>
          <Table.Th>Stock</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {product.variants.map((variant) => {
          const label = Object.values(variant.choices).join(' / ');
          const draft = drafts[variant._id] ?? {
            price: variant.priceData.price,
            quantity: variant.stock.quantity ?? 0,
          };
          const set = (change: Partial<VariantDraft>) =>
            onChange({ ...drafts, [variant._id]: { ...draft, ...change } });
          return (
            <Table.Tr key={variant._id}>
              <Table.Td>{label}</Table.Td>
              <Table.Td>
                <TextInput
                  aria-label={`Price of ${label}`}
                  value={draft.price}
                  onChange={(e) => set({ price: e.currentTarget.value })}
                />
              </Table.Td>
              <Table.Td>
                <NumberInput
                  aria-label={`Stock of ${label}`}
                  min={0}
                  value={draft.quantity}
                  onChange={(quantity) => set({ quantity })}
                />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/** The form's fields, starting from the product as saved, or empty for a new one. */
function useProductDraft(product?: products.Product) {
  const [name, setName] = useState(product?.name ?? '');
  const [description, setDescription] = useState(product?.description ?? '');
  const [price, setPrice] = useState(product?.priceData.price ?? '');
  const [compareAt, setCompareAt] = useState(product?.priceData.compareAtPrice ?? '');
  const [sku, setSku] = useState(product?.sku ?? '');
  const [weight, setWeight] = useState<number | string>(product?.weight ?? '');
  const [type, setType] = useState<string>(product?.productType ?? 'PHYSICAL');
  const [visible, setVisible] = useState(product?.visible ?? true);
  const [track, setTrack] = useState(product?.stock.trackInventory ?? true);
  const [quantity, setQuantity] = useState<number | string>(product ? (product.stock.quantity ?? 0) : 0);
  const [options, setOptions] = useState(optionsOf(product));
  const [variants, setVariants] = useState<Record<string, VariantDraft>>({});
  const [imageIds, setImageIds] = useState<string[]>(
    (product?.images ?? []).map((uri) =>
      decodeURIComponent(/^wix:image:\/\/v1\/([^/#]+)/.exec(uri)?.[1] ?? uri),
    ),
  );
  const [categoryIds, setCategoryIds] = useState<string[]>(product?.categoryIds ?? []);
  const [taxGroupId, setTaxGroupId] = useState<string | null>(product?.taxGroupId ?? null);
  const optionsChanged = JSON.stringify(options) !== JSON.stringify(optionsOf(product));
  const hasOptions = options.some((o) => o.name && o.choices.length);
  return {
    ...{ name, setName, description, setDescription, price, setPrice, compareAt, setCompareAt },
    ...{ sku, setSku, weight, setWeight, type, setType, visible, setVisible, track, setTrack },
    ...{ quantity, setQuantity, options, setOptions, variants, setVariants, imageIds, setImageIds },
    ...{ categoryIds, setCategoryIds, taxGroupId, setTaxGroupId, optionsChanged, hasOptions },
  };
}

type ProductDraft = ReturnType<typeof useProductDraft>;

/** The product the draft saves; variants only when editing and the options they come from are unchanged. */
function productBody(draft: ProductDraft, product?: products.Product) {
  const { name, description, price, compareAt, sku, weight, type, visible, track, quantity } = draft;
  const { options, variants, imageIds, categoryIds, taxGroupId, optionsChanged, hasOptions } = draft;
  return {
    name,
    description: description || null,
    priceData: { price, compareAtPrice: compareAt || null },
    sku: sku || null,
    weight: weight === '' ? null : Number(weight),
    productType: type as 'PHYSICAL' | 'DIGITAL',
    visible,
    images: imageIds,
    categoryIds,
    taxGroupId,
    productOptions: options
      .filter((o) => o.name && o.choices.length)
      .map((o) => ({ name: o.name, choices: o.choices.map((value) => ({ value })) })),
    stock: { trackInventory: track, ...(hasOptions || product ? {} : { quantity: Number(quantity) }) },
    ...(product && !optionsChanged && Object.keys(variants).length
      ? {
          variants: Object.entries(variants).map(([id, draft]) => ({
            id,
            priceData: { price: draft.price },
            stock: { quantity: Number(draft.quantity) },
          })),
        }
      : {}),
  };
}

/** Name, description, prices, SKU, weight, type and tax group. */
function ProductDetails({ draft }: { draft: ProductDraft }) {
  const { name, setName, description, setDescription, price, setPrice, compareAt, setCompareAt } = draft;
  const { sku, setSku, weight, setWeight, type, setType, taxGroupId, setTaxGroupId } = draft;
  return (
    <>
      <TextInput label="Name" required value={name} onChange={(e) => setName(e.currentTarget.value)} />
      <Textarea
        label="Description"
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
      />
      <Group grow>
        <TextInput
          label="Price"
          required
          placeholder="12.50"
          value={price}
          onChange={(e) => setPrice(e.currentTarget.value)}
        />
        <TextInput
          label="Compare-at price"
          placeholder="15.00"
          value={compareAt}
          onChange={(e) => setCompareAt(e.currentTarget.value)}
        />
      </Group>
      <Group grow>
        <TextInput label="SKU" value={sku} onChange={(e) => setSku(e.currentTarget.value)} />
        <NumberInput label="Weight" min={0} decimalScale={3} value={weight} onChange={setWeight} />
        <Select
          label="Type"
          data={['PHYSICAL', 'DIGITAL']}
          value={type}
          onChange={(v) => v && setType(v)}
          allowDeselect={false}
        />
        <TaxGroupSelect value={taxGroupId} onChange={setTaxGroupId} />
      </Group>
    </>
  );
}

/** Visibility and stock; the opening stock only for a new product without options. */
function ProductStock({ draft, isNew }: { draft: ProductDraft; isNew: boolean }) {
  const { visible, setVisible, track, setTrack, quantity, setQuantity, hasOptions } = draft;
  return (
    <Group>
      <Switch
        label="Visible in the store"
        checked={visible}
        onChange={(e) => setVisible(e.currentTarget.checked)}
      />
      <Switch label="Track stock" checked={track} onChange={(e) => setTrack(e.currentTarget.checked)} />
      {isNew && !hasOptions && track && (
        <NumberInput label="Opening stock" min={0} w={140} value={quantity} onChange={setQuantity} />
      )}
    </Group>
  );
}

/** Pictures from the media library and categories of the store's tree. */
function ProductPlaces({ draft }: { draft: ProductDraft }) {
  const client = useSiteClient();
  const images = useQuery(mediaQueries.search(client, { mediaTypes: ['IMAGE'], paging: { limit: 100 } }));
  const categories = useQuery(
    categoriesQueries.query(client, {
      treeReference: STORE_TREE,
      options: { returnNonVisibleCategories: true },
    }),
  );
  return (
    <>
      <MultiSelect
        label="Pictures"
        description="Images from the media library"
        data={(images.data?.files ?? []).map((file) => ({
          value: file._id!,
          label: file.displayName ?? file._id!,
        }))}
        value={draft.imageIds}
        onChange={draft.setImageIds}
        searchable
      />
      <MultiSelect
        label="Categories"
        data={(categories.data?.categories ?? []).map((c) => ({ value: c._id!, label: c.name ?? '' }))}
        value={draft.categoryIds}
        onChange={draft.setCategoryIds}
        searchable
      />
    </>
  );
}

/** Create or edit a product: details, price, stock, options and variants, pictures, categories. */
export function ProductForm({ product, onDone }: { product?: products.Product; onDone: () => void }) {
  const client = useSiteClient();
  const queryClient = useQueryClient();
  const create = useMutation(productsMutations.create(client, queryClient, { onSuccess: onDone }));
  const update = useMutation(productsMutations.update(client, queryClient, { onSuccess: onDone }));
  const draft = useProductDraft(product);
  const { options, setOptions, variants, setVariants, optionsChanged } = draft;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = productBody(draft, product);
    if (product) update.mutate({ _id: product._id, product: body });
    else create.mutate(body);
  };
  const failure = create.error ?? update.error;
  return (
    <form onSubmit={submit}>
      <Stack>
        <ProductDetails draft={draft} />
        <ProductStock draft={draft} isNew={!product} />
        <ProductPlaces draft={draft} />
        <OptionsEditor options={options} onChange={setOptions} />
        {product && product.variants.length > 0 && !optionsChanged && (
          <VariantsEditor product={product} drafts={variants} onChange={setVariants} />
        )}
        {failure && <ErrorNotice error={failure} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {product ? 'Save product' : 'Create product'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
