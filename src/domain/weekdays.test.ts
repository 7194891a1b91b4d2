import { describe, expect, it } from 'vitest';
import { describeAvailableDays } from './weekdays.ts';

describe('describeAvailableDays', () => {
  it.each([
    [['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'], 'Todos os dias'],
    [['saturday', 'monday', 'wednesday', 'thursday'], 'Segunda, Quarta, Quinta e Sábado'],
    [['Thursday', 'SATURDAY'], 'Quinta e Sábado'],
    [['friday'], 'Sexta'],
    [[], ''],
  ])('%j → %s', (days, expected) => {
    expect(describeAvailableDays(days)).toBe(expected);
  });
});
