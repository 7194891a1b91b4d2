import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('fetches once for every caller and keeps the value', async () => {
    const fetch = vi.fn(() => Promise.resolve('módulo'));
    const module = loadOnce(fetch);
    expect(module.current()).toBeUndefined();
    const [first, second] = await Promise.all([module.load(), module.load()]);
    expect([first, second]).toEqual(['módulo', 'módulo']);
    expect(await module.load()).toBe('módulo');
    expect(module.current()).toBe('módulo');
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('tells subscribers when the value arrives', async () => {
    const module = loadOnce(() => Promise.resolve(1));
    const listener = vi.fn();
    const unsubscribe = module.subscribe(listener);
    await module.load();
    expect(listener).toHaveBeenCalledOnce();
    unsubscribe();
  });

  it('does not keep a failure: the next load tries again', async () => {
    const fetch = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('módulo');
    const module = loadOnce(fetch);
    await expect(module.load()).rejects.toThrow('offline');
    expect(module.current()).toBeUndefined();
    expect(await module.load()).toBe('módulo');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
