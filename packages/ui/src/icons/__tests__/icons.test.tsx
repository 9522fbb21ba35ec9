import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HomeIcon, SearchIcon } from '../icons';

describe('icons', () => {
  it('are decorative 1em SVGs in the text colour, hidden from assistive technology', () => {
    const { container } = render(
      <>
        <HomeIcon />
        <SearchIcon width="2em" />
      </>,
    );
    const [home, search] = [...container.querySelectorAll('svg')];
    expect(home).toHaveAttribute('aria-hidden', 'true');
    expect(home).toHaveAttribute('width', '1em');
    expect(home).toHaveAttribute('stroke', 'currentColor');
    expect(search).toHaveAttribute('width', '2em');
  });
});
