import { MAX_VARIANTS, type ProductOptionInput } from '@atrium/contract';
import { appError, invalid } from '../../core/wire/errors.js';
import type { StoredOption } from './tables.js';

/** Choices in one canonical text, whatever order they came in: unique per product. */
export function choiceKey(choices: Readonly<Record<string, string>>): string {
  return Object.keys(choices)
    .sort()
    .map((name) => `${encodeURIComponent(name)}=${encodeURIComponent(choices[name]!)}`)
    .join('|');
}

/** Options as stored, refusing a repeated option name or a repeated choice within one option. */
export function storedOptions(input: readonly ProductOptionInput[], path: string): StoredOption[] {
  const names = new Set<string>();
  return input.map((option, i) => {
    if (names.has(option.name)) throw invalid(`${path}[${i}].name`, 'repeats another option', 'VALIDATION');
    names.add(option.name);
    const values = new Set<string>();
    const choices = option.choices.map((choice, j) => {
      if (values.has(choice.value))
        throw invalid(`${path}[${i}].choices[${j}].value`, 'repeats another choice', 'VALIDATION');
      values.add(choice.value);
      return { value: choice.value, description: choice.description ?? choice.value };
    });
    return { name: option.name, optionType: option.optionType ?? 'DROP_DOWN', choices };
  });
}

/** Every combination of one choice per option, in the options' order; `[{}]` for a product without options. */
export function combinations(options: readonly StoredOption[]): Array<Record<string, string>> {
  const count = options.reduce((n, option) => n * option.choices.length, 1);
  if (count > MAX_VARIANTS)
    throw appError(
      'TOO_MANY_VARIANTS',
      { variants: count, maxVariants: MAX_VARIANTS },
      `These options make ${count} variants; a product may have at most ${MAX_VARIANTS}`,
    );
  let result: Array<Record<string, string>> = [{}];
  for (const option of options)
    result = result.flatMap((partial) =>
      option.choices.map((choice) => ({ ...partial, [option.name]: choice.value })),
    );
  return result;
}

/**
 * The variant that choices name: every option must be chosen, with one of its values. Undefined when they do
 * not name one (an unknown option or value, or one missing).
 */
export function matchChoices(
  options: readonly StoredOption[],
  choices: Readonly<Record<string, unknown>>,
): Record<string, string> | undefined {
  const names = Object.keys(choices);
  if (names.length !== options.length) return undefined;
  const matched: Record<string, string> = {};
  for (const option of options) {
    const value = choices[option.name];
    if (typeof value !== 'string' || !option.choices.some((choice) => choice.value === value))
      return undefined;
    matched[option.name] = value;
  }
  return matched;
}
