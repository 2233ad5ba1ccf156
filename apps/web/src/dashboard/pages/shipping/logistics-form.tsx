import { shippingLogisticsMutations, shippingLogisticsQueries } from '@atrium/react';
import type { shippingLogistics } from '@atrium/sdk';
import { Button, Group, SegmentedControl, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorNotice, QueryState } from '../../components/states';
import { FormProblem } from '../../errors';
import { useSiteClient } from '../../site-client';

type Logistics = shippingLogistics.ShippingLogistics;
type Slot = NonNullable<Logistics['deliveryTimeSlots']>[number];
type Kind = 'DELIVERY' | 'STORE_PICKUP' | 'PICKUP_POINT';

const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
const weekdayName = (day: string) => day[0] + day.slice(1).toLowerCase();
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A shipping option's logistics, loaded, then edited in `LogisticsEditor`. */
export function LogisticsForm({
  shippingOptionId,
  onSaved,
}: {
  shippingOptionId: string;
  onSaved: () => void;
}) {
  const client = useSiteClient();
  const query = useQuery(shippingLogisticsQueries.get(client, shippingOptionId));
  return (
    <QueryState query={query}>
      {(logistics) => (
        <LogisticsEditor shippingOptionId={shippingOptionId} initial={logistics} onSaved={onSaved} />
      )}
    </QueryState>
  );
}

/** The fields of the form, starting from the logistics as saved. */
function useLogisticsDraft(initial: Logistics) {
  const [kind, setKind] = useState<Kind>(initial.pickup?.method ?? 'DELIVERY');
  const address = initial.pickup?.address;
  const [country, setCountry] = useState(address?.country ?? '');
  const [city, setCity] = useState(address?.city ?? '');
  const [postalCode, setPostalCode] = useState(address?.postalCode ?? '');
  const [street, setStreet] = useState(address?.addressLine1 ?? '');
  const [instructions, setInstructions] = useState(initial.pickup?.instructions ?? '');
  const [slots, setSlots] = useState<Slot[]>(initial.deliveryTimeSlots ?? []);
  const [timeZone, setTimeZone] = useState(initial.timeZone ?? browserZone());
  return {
    ...{ kind, setKind, country, setCountry, city, setCity, postalCode, setPostalCode },
    ...{ street, setStreet, instructions, setInstructions, slots, setSlots, timeZone, setTimeZone },
  };
}

type Draft = ReturnType<typeof useLogisticsDraft>;

/** What is wrong with the draft, in words for the owner; none when it can be saved. */
function draftProblems({ kind, country, slots }: Draft): string[] {
  return [
    ...(kind !== 'DELIVERY' && !/^[A-Za-z]{2}$/.test(country.trim())
      ? ['The country must be its two-letter code, such as DE.']
      : []),
    ...slots.flatMap((slot, i) =>
      /^\d{2}:\d{2}$/.test(slot.from) && /^\d{2}:\d{2}$/.test(slot.to)
        ? slot.from < slot.to
          ? []
          : [`Time slot ${i + 1} must end after it starts.`]
        : [`Time slot ${i + 1} needs its times as HH:MM, such as 09:00.`],
    ),
  ];
}

/** The logistics the draft saves: time slots when delivered, an address when picked up; empty fields left out. */
function draftLogistics(draft: Draft): Logistics {
  const { kind, country, city, postalCode, street, instructions, slots, timeZone } = draft;
  return kind === 'DELIVERY'
    ? { deliveryTimeSlots: slots, ...(slots.length ? { timeZone: timeZone.trim() } : {}) }
    : {
        pickup: {
          method: kind,
          address: {
            country: country.trim().toUpperCase(),
            ...(city.trim() ? { city: city.trim() } : {}),
            ...(postalCode.trim() ? { postalCode: postalCode.trim() } : {}),
            ...(street.trim() ? { addressLine1: street.trim() } : {}),
          },
          ...(instructions.trim() ? { instructions: instructions.trim() } : {}),
        },
      };
}

/** The delivery time slots shoppers choose from, and the zone their times are in. */
function TimeSlots({ draft }: { draft: Draft }) {
  const { slots, setSlots, timeZone, setTimeZone } = draft;
  const setSlot = (index: number, change: Partial<Slot>) =>
    setSlots((all) => all.map((slot, i) => (i === index ? { ...slot, ...change } : slot)));
  return (
    <>
      <Text size="sm" c="dimmed">
        With time slots, shoppers choose a window in the coming week; without, the option is offered as it is.
      </Text>
      {slots.map((slot, index) => (
        <Group key={index} align="flex-end" wrap="nowrap">
          <Select
            label="Day"
            data={WEEKDAYS.map((day) => ({ value: day, label: weekdayName(day) }))}
            value={slot.weekday}
            onChange={(value) => value && setSlot(index, { weekday: value as Slot['weekday'] })}
            allowDeselect={false}
          />
          <TextInput
            label="From"
            placeholder="09:00"
            value={slot.from}
            onChange={(e) => setSlot(index, { from: e.currentTarget.value })}
          />
          <TextInput
            label="To"
            placeholder="12:00"
            value={slot.to}
            onChange={(e) => setSlot(index, { to: e.currentTarget.value })}
          />
          <Button
            variant="subtle"
            color="red"
            onClick={() => setSlots((all) => all.filter((_, i) => i !== index))}
          >
            Remove
          </Button>
        </Group>
      ))}
      <Group>
        <Button
          variant="light"
          onClick={() => setSlots((all) => [...all, { weekday: 'MONDAY', from: '09:00', to: '12:00' }])}
        >
          Add a time slot
        </Button>
      </Group>
      {slots.length > 0 && (
        <TextInput
          label="Time zone"
          description="The slots' times are in this zone, such as Europe/Berlin"
          value={timeZone}
          onChange={(e) => setTimeZone(e.currentTarget.value)}
        />
      )}
    </>
  );
}

/** Where shoppers collect, and what they should know when they do. */
function PickupAddress({ draft }: { draft: Draft }) {
  const { country, setCountry, street, setStreet, postalCode, setPostalCode, city, setCity } = draft;
  const { instructions, setInstructions } = draft;
  return (
    <>
      <TextInput
        label="Country"
        description="Two letters, such as DE"
        required
        maxLength={2}
        value={country}
        onChange={(e) => setCountry(e.currentTarget.value)}
      />
      <TextInput
        label="Street and number"
        value={street}
        onChange={(e) => setStreet(e.currentTarget.value)}
      />
      <Group grow>
        <TextInput
          label="Postal code"
          value={postalCode}
          onChange={(e) => setPostalCode(e.currentTarget.value)}
        />
        <TextInput label="City" value={city} onChange={(e) => setCity(e.currentTarget.value)} />
      </Group>
      <Textarea
        label="Instructions"
        description="What shoppers should know when they collect, such as opening hours"
        value={instructions}
        onChange={(e) => setInstructions(e.currentTarget.value)}
      />
    </>
  );
}

function LogisticsEditor({
  shippingOptionId,
  initial,
  onSaved,
}: {
  shippingOptionId: string;
  initial: Logistics;
  onSaved: () => void;
}) {
  const client = useSiteClient();
  const queryClient = useQueryClient();
  const draft = useLogisticsDraft(initial);
  const { kind, setKind } = draft;
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const save = useMutation(shippingLogisticsMutations.update(client, queryClient, { onSuccess: onSaved }));

  function submit() {
    const problems = draftProblems(draft);
    setProblem(problems.length ? new FormProblem(problems) : null);
    if (problems.length) return;
    save.mutate({ shippingOptionId, logistics: draftLogistics(draft) });
  }

  return (
    <Stack
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {problem && <ErrorNotice error={problem} />}
      {!problem && save.error && <ErrorNotice error={save.error} />}
      <SegmentedControl
        value={kind}
        onChange={(value) => setKind(value as Kind)}
        data={[
          { value: 'DELIVERY', label: 'Delivered' },
          { value: 'STORE_PICKUP', label: 'Store pickup' },
          { value: 'PICKUP_POINT', label: 'Pickup point' },
        ]}
      />
      {kind === 'DELIVERY' ? <TimeSlots draft={draft} /> : <PickupAddress draft={draft} />}
      <Group justify="flex-end">
        <Button type="submit" loading={save.isPending}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
