import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createQueryClient } from './query-client';
import { QueryProvider } from './query-provider';

function Probe({ onClient }: { onClient: (client: QueryClient) => void }) {
  onClient(useQueryClient());
  return null;
}

describe('QueryProvider', () => {
  it('gives every page the same client, so they share one cache', () => {
    const seen: QueryClient[] = [];
    const first = render(
      <QueryProvider>
        <Probe onClient={(client) => seen.push(client)} />
      </QueryProvider>,
    );
    first.unmount();
    render(
      <QueryProvider>
        <QueryProvider>
          <Probe onClient={(client) => seen.push(client)} />
        </QueryProvider>
      </QueryProvider>,
    );
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(new Set(seen).size).toBe(1);
  });

  it('leaves a client given above it in place (a test of its own)', () => {
    const own = createQueryClient();
    let seen: QueryClient | undefined;
    render(
      <QueryClientProvider client={own}>
        <QueryProvider>
          <Probe onClient={(client) => (seen = client)} />
        </QueryProvider>
      </QueryClientProvider>,
    );
    expect(seen).toBe(own);
  });
});
