import { createQueryClient } from '@/lib/query-client';
import { customerIdOf, type CustomerProfile } from './api/profile';
import { sessionProfile } from './session-profile';

// The profile the auth provider read with the session answers the profile query: no second read of the row.
const from = vi.fn();
vi.mock('@/lib/supabase', () => ({ getSupabase: async () => ({ from }) }));

const profile: CustomerProfile = {
  id_cliente: 42,
  auth_user_id: 'user-a',
  nome_cliente: 'Ana',
  email_cliente: 'ana@example.com',
  celular: '11999990000',
};

afterEach(() => {
  sessionProfile.set(null);
  from.mockReset();
});

describe('the customer id from the session profile', () => {
  it('comes from the profile the auth provider loaded, without reading the row again', async () => {
    sessionProfile.set(profile);
    await expect(customerIdOf(createQueryClient(), 'user-a')).resolves.toBe(42);
    expect(from).not.toHaveBeenCalled();
  });

  it("is read from the database for another user than the session's", async () => {
    sessionProfile.set(profile);
    const maybeSingle = vi
      .fn()
      .mockResolvedValue({ data: { ...profile, id_cliente: 7, auth_user_id: 'user-b' }, error: null });
    from.mockReturnValue({ select: () => ({ eq: () => ({ maybeSingle }) }) });
    await expect(customerIdOf(createQueryClient(), 'user-b')).resolves.toBe(7);
    expect(from).toHaveBeenCalledWith('clientes');
  });
});
