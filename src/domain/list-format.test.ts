import { describe, expect, it } from 'vitest';
import { joinWithE } from './list-format.ts';

describe('joinWithE', () => {
  it.each<[string[], string]>([
    [[], ''],
    [['Segunda'], 'Segunda'],
    [['Segunda', 'Quarta'], 'Segunda e Quarta'],
    [['Segunda', 'Quarta', 'Sábado'], 'Segunda, Quarta e Sábado'],
  ])('%j → %j', (items, text) => {
    expect(joinWithE(items)).toBe(text);
  });
});
