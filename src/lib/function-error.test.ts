import { functionErrorBody } from './function-error';

const failed = (body: string) =>
  Object.assign(new Error('Edge Function returned a non-2xx status code'), {
    context: new Response(body, { status: 409 }),
  });

describe('functionErrorBody', () => {
  it("reads the function's code and message", async () => {
    expect(
      await functionErrorBody(
        failed('{"code":"capacity_full","message":"Não há mais vagas para X em 05/12/2026."}'),
      ),
    ).toEqual({ code: 'capacity_full', message: 'Não há mais vagas para X em 05/12/2026.' });
  });

  it('answers nothing for a body that is not JSON, or an error without a response', async () => {
    expect(await functionErrorBody(failed('<html>502</html>'))).toEqual({});
    expect(await functionErrorBody(new Error('network'))).toEqual({});
    expect(await functionErrorBody(null)).toEqual({});
  });
});
