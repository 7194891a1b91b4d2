import { scrollToHash, scrollToSection } from './scroll-to-section';

function section(id: string) {
  const element = document.createElement('section');
  element.id = id;
  document.body.append(element);
  const scrolls: ScrollIntoViewOptions[] = [];
  element.scrollIntoView = (options) => scrolls.push(options as ScrollIntoViewOptions);
  return scrolls;
}

describe('scrollToSection', () => {
  it('scrolls the section to the top, moving as the stylesheet says (smoothly, or at once)', () => {
    const scrolls = section('nossos-carros');
    expect(scrollToSection('nossos-carros')).toBe(true);
    // No behaviour of its own: 'auto' follows the page's scroll-behavior, which reduced motion turns off.
    expect(scrolls).toEqual([{ block: 'start' }]);
  });

  it('returns false when the page has no such section', () => {
    expect(scrollToSection('nenhuma')).toBe(false);
  });
});

describe('scrollToHash', () => {
  it('scrolls to the section a percent-encoded hash names', () => {
    const scrolls = section('café-da-manhã');
    expect(scrollToHash('#caf%C3%A9-da-manh%C3%A3')).toBe(true);
    expect(scrolls).toHaveLength(1);
  });

  it('scrolls nowhere for an empty hash or one that is not valid percent-encoding', () => {
    expect(scrollToHash('')).toBe(false);
    expect(scrollToHash('#')).toBe(false);
    expect(() => scrollToHash('#%E0%A4%A')).not.toThrow();
    expect(scrollToHash('#%E0%A4%A')).toBe(false);
  });
});
