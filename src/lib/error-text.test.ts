import { describe, expect, it } from 'vitest';
import { errorText } from './error-text';

describe('errorText', () => {
  it('says what the database said, as supabase-js answers it (a plain object) or as an Error', () => {
    const refusal = {
      code: '22023',
      details: 'team: unknown_email',
      hint: null,
      message: 'Nenhuma conta com este e-mail.',
    };
    expect(errorText(refusal)).toBe('Nenhuma conta com este e-mail.');
    expect(errorText(new Error('As vendas já foram encerradas.'))).toBe('As vendas já foram encerradas.');
  });

  it("says 'Tente novamente.' when there is no sentence to show", () => {
    for (const error of [
      null,
      undefined,
      'texto solto',
      42,
      {},
      { message: 500 },
      { message: '' },
      new Error('500'),
    ]) {
      expect(errorText(error)).toBe('Tente novamente.');
    }
  });
});
