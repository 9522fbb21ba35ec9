import { UI_LABELS } from '@jijin/core/messages';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { ExampleTag } from '../example-tag';

describe('ExampleTag marks content the backend flags is_example', () => {
  it("reads core's example label, or the template-fee label, without axe violations", async () => {
    const { container } = render(
      <p>
        <ExampleTag />
        <ExampleTag kind="fees" />
      </p>,
    );
    expect(screen.getByText(UI_LABELS.example)).toHaveAttribute('data-color', 'grey');
    expect(screen.getByText(UI_LABELS.exampleFees)).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
