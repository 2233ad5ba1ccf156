import type { tipSettings } from '@atrium/sdk';
import { Button, Checkbox, Group, MultiSelect, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';

type TipSettings = tipSettings.TipSettings;
type TipSettingsInput = tipSettings.TipSettingsInput;
type Preset = TipSettingsInput['presets'][number];

/** Presets as the owner types them: "15%" is a percentage of the items, "2.50" an amount. */
export function presetsText(presets: readonly Preset[]): string {
  return presets.map((p) => (p.tipType === 'PERCENTAGE' ? `${p.value}%` : p.value)).join(', ');
}
export function parsePresets(text: string): Preset[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) =>
      part.endsWith('%')
        ? { tipType: 'PERCENTAGE' as const, value: part.slice(0, -1).trim() }
        : { tipType: 'AMOUNT' as const, value: part },
    );
}

interface Props {
  settings: TipSettings;
  team: ReadonlyArray<{ value: string; label: string }>;
  pending: boolean;
  onSubmit: (input: TipSettingsInput) => void;
}

/** On or off, the presets a buyer picks from, custom amounts, the staff tips go to and how they are split. */
export function TipSettingsForm({ settings, team, pending, onSubmit }: Props) {
  const [enabled, setEnabled] = useState(settings.enabled);
  const [presets, setPresets] = useState(presetsText(settings.presets));
  const [custom, setCustom] = useState(settings.allowCustomAmount);
  const [staff, setStaff] = useState<string[]>(settings.staffMemberIds);
  const [split, setSplit] = useState(settings.splitMethod);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({
      enabled,
      presets: parsePresets(presets),
      allowCustomAmount: custom,
      staffMemberIds: staff,
      splitMethod: split,
    });
  };
  return (
    <Stack component="form" onSubmit={submit} maw={560}>
      <Switch
        label="Take tips at checkout"
        checked={enabled}
        onChange={(e) => setEnabled(e.currentTarget.checked)}
      />
      <TextInput
        label="Presets"
        description='Separated by commas: "15%" is a share of the items, "2.50" an amount'
        value={presets}
        onChange={(e) => setPresets(e.currentTarget.value)}
      />
      <Checkbox
        label="Buyers may type an amount of their own"
        checked={custom}
        onChange={(e) => setCustom(e.currentTarget.checked)}
      />
      <MultiSelect
        label="Staff who receive tips"
        description="Members of the site's team"
        data={[...team]}
        value={staff}
        onChange={setStaff}
      />
      <Select
        label="Split"
        data={[
          { value: 'EQUAL', label: 'Equally' },
          { value: 'PROPORTIONAL', label: 'In proportion to the items each served' },
        ]}
        value={split}
        allowDeselect={false}
        onChange={(value) => value && setSplit(value as 'EQUAL' | 'PROPORTIONAL')}
      />
      <Group>
        <Button type="submit" loading={pending}>
          Save tip settings
        </Button>
      </Group>
    </Stack>
  );
}
