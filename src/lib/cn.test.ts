import { twMerge } from 'tailwind-merge';
import { cn, mergeClasses } from './cn';

// The overrides the shop writes (a caller's className over a primitive's default, a state over the base), each
// as cn() receives it and as it must come out: what tailwind-merge gives, which the visual baselines were taken with.
const overrides: [where: string, classList: string, merged: string][] = [
  ['padding: TableCell px-4 py-3', 'px-3 py-2 px-4 py-3 font-semibold', 'px-4 py-3 font-semibold'],
  [
    'padding: a flush cell keeps its right padding',
    'px-3 py-2 px-0 pr-3 text-right',
    'py-2 px-0 pr-3 text-right',
  ],
  ['padding: px after pr replaces it', 'pr-3 px-4', 'px-4'],
  ['padding: p replaces px and py', 'px-3 py-2 p-5 sm:p-6', 'p-5 sm:p-6'],
  [
    'gap, max-w: the PIX dialog',
    'grid max-w-md gap-4 p-6 max-w-lg gap-3 sm:gap-4',
    'grid p-6 max-w-lg gap-3 sm:gap-4',
  ],
  [
    'max-h: the booking dialog',
    'max-h-[92dvh] overflow-y-auto max-h-[90dvh] overflow-y-auto',
    'max-h-[90dvh] overflow-y-auto',
  ],
  [
    'height: a Button grows with its text',
    'h-10 px-4 py-2 whitespace-nowrap h-auto min-h-12 whitespace-normal',
    'px-4 py-2 h-auto min-h-12 whitespace-normal',
  ],
  [
    'height: the code field',
    'flex h-11 w-full text-base h-12 font-mono text-lg',
    'flex w-full h-12 font-mono text-lg',
  ],
  [
    'font size: Button size lg',
    'rounded-md text-sm font-semibold h-12 px-6 text-base',
    'rounded-md font-semibold h-12 px-6 text-base',
  ],
  [
    'font size drops an earlier leading: the tour card title',
    'font-display leading-none tracking-wide text-5xl',
    'font-display tracking-wide text-5xl',
  ],
  ['leading after the size is kept', 'text-3xl leading-none', 'text-3xl leading-none'],
  ['font size: arbitrary', 'text-xs text-[0.7rem]', 'text-[0.7rem]'],
  [
    'font weight and leading: Field labelClassName',
    'text-sm font-medium leading-none font-semibold leading-5',
    'text-sm font-semibold leading-5',
  ],
  [
    'text colour, not size: the nav link',
    'text-sm text-primary-foreground/90 text-gold',
    'text-sm text-gold',
  ],
  [
    'text colour and background: a Badge',
    'px-3 bg-primary text-primary-foreground bg-emerald-700 text-white',
    'px-3 bg-emerald-700 text-white',
  ],
  [
    'alignment per breakpoint: DialogHeader centred',
    'grid text-center sm:text-left items-center text-center sm:text-center',
    'grid items-center text-center sm:text-center',
  ],
  [
    'transform and tracking: analytics header',
    'text-xs uppercase tracking-wide text-sm normal-case tracking-normal',
    'text-sm normal-case tracking-normal',
  ],
  [
    'border width per side: cancellation table header',
    'border-b border-border tracking-wide border-b-0 bg-muted tracking-wider',
    'border-border border-b-0 bg-muted tracking-wider',
  ],
  [
    'border colour, not width: the selected choice',
    'border border-border hover:bg-muted border-curtain bg-accent/15',
    'border hover:bg-muted border-curtain bg-accent/15',
  ],
  [
    'variants apart: hover and group-hover',
    'bg-white/45 group-hover:bg-white/80 bg-gold group-hover:bg-gold',
    'bg-gold group-hover:bg-gold',
  ],
  [
    'cursor and hover background',
    'cursor-pointer hover:bg-muted cursor-not-allowed opacity-60 hover:bg-transparent',
    'cursor-not-allowed opacity-60 hover:bg-transparent',
  ],
  [
    'rounded and shadow: the gallery link, the booking card',
    'rounded-md shadow-sm rounded-full shadow-lg',
    'rounded-full shadow-lg',
  ],
  [
    'overflow replaces overflow-x: the cancellation table',
    'w-full overflow-x-auto overflow-hidden rounded-xl',
    'w-full overflow-hidden rounded-xl',
  ],
  [
    'direction and justification per breakpoint: a footer',
    'flex flex-col-reverse sm:flex-row sm:justify-end sm:flex-col-reverse sm:justify-start',
    'flex flex-col-reverse sm:flex-col-reverse sm:justify-start',
  ],
  ['a repeated class is kept once, last', 'flex gap-2 sm:flex-row gap-2', 'flex sm:flex-row gap-2'],
  [
    'different breakpoints do not conflict',
    'px-3 sm:px-4 max-w-md lg:max-w-lg',
    'px-3 sm:px-4 max-w-md lg:max-w-lg',
  ],
  [
    'other utilities are kept as written',
    'inline-flex items-center absolute inset-0 -z-10 [&_svg]:size-4',
    'inline-flex items-center absolute inset-0 -z-10 [&_svg]:size-4',
  ],
  [
    'arbitrary variants with colons inside',
    '[&>span]:truncate [&_svg]:size-4 data-[state=open]:bg-card data-[state=open]:bg-muted',
    '[&>span]:truncate [&_svg]:size-4 data-[state=open]:bg-muted',
  ],
];

describe('mergeClasses', () => {
  it.each(overrides)('%s', (_where, classList, merged) => {
    expect(mergeClasses(classList)).toBe(merged);
    // The table itself is held to tailwind-merge, which the pages looked like before cn() stopped loading it.
    expect(twMerge(classList)).toBe(merged);
  });

  it('gives the same merge from memory, and after more lists than it remembers', () => {
    const [, classList, merged] = overrides[0]!;
    expect(mergeClasses(classList)).toBe(merged);
    expect(mergeClasses(classList)).toBe(merged);
    // Lists that differ by a value (an arbitrary width), past the memory's bound.
    for (let width = 0; width < 5000; width++) {
      expect(mergeClasses(`w-4 p-2 w-[${width}px] px-1`)).toBe(`p-2 w-[${width}px] px-1`);
    }
    for (const [, list, expected] of overrides) expect(mergeClasses(list)).toBe(expected);
  });
});

describe('cn', () => {
  it('joins conditional classes as clsx does, then merges', () => {
    const open = false;
    expect(cn('px-3 text-sm', open && 'hidden', undefined, { 'px-4': true, 'font-bold': open })).toBe(
      'text-sm px-4',
    );
  });

  it('reports, in development and tests, a list tailwind-merge would merge differently', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(cn('block hidden')).toBe('block hidden');
      expect(error).toHaveBeenCalledWith(
        expect.stringContaining('"block hidden" gives "block hidden", tailwind-merge "hidden"'),
      );
    } finally {
      error.mockRestore();
    }
  });
});
