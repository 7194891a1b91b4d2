import { describe, expect, it } from 'vitest';
import { recoveryTokensOf } from './reset-password-page';

describe('recoveryTokensOf', () => {
  it("reads the recovery link's session from the address's fragment", () => {
    expect(recoveryTokensOf('#access_token=a.b.c&refresh_token=r1&type=recovery&expires_in=3600')).toEqual({
      accessToken: 'a.b.c',
      refreshToken: 'r1',
    });
  });

  it('is null for an error, another kind of link, or a missing token', () => {
    expect(recoveryTokensOf('#error=access_denied&error_code=otp_expired')).toBeNull();
    expect(recoveryTokensOf('#access_token=a&refresh_token=r&type=signup')).toBeNull();
    expect(recoveryTokensOf('#access_token=a&type=recovery')).toBeNull();
    expect(recoveryTokensOf('')).toBeNull();
  });
});
