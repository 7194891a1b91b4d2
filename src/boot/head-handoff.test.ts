import { handOverPrerenderedHead } from './head-handoff';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('handOverPrerenderedHead', () => {
  beforeEach(() => {
    document.head.innerHTML =
      '<meta charset="utf-8">' +
      '<title data-prerendered-head="">Servidor</title>' +
      '<meta data-prerendered-head="" name="description" content="do servidor">' +
      '<link data-prerendered-head="" rel="canonical" href="https://x/a">' +
      '<meta data-prerendered-head="" property="og:title" content="Servidor">';
  });

  it("removes each prerendered tag when React's copy of it arrives, and only then", async () => {
    const stop = handOverPrerenderedHead();
    const title = document.createElement('title');
    title.textContent = 'Cliente';
    document.head.append(title);
    const description = document.createElement('meta');
    description.name = 'description';
    description.content = 'do cliente';
    document.head.append(description);
    await flush();
    expect(document.querySelectorAll('title')).toHaveLength(1);
    expect(document.title).toBe('Cliente');
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    // Not replaced yet: still there.
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://x/a');
    expect(document.querySelector('meta[property="og:title"]')).not.toBeNull();
    expect(document.querySelector('meta[charset]')).not.toBeNull();
    stop();
  });
});
