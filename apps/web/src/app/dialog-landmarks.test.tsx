import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Drawer, Modal } from '@mantine/core';
import { TestProviders } from '../test/render.tsx';

describe('dialogs add no landmark (finding 10 of docs/features/walkthrough-findings.md)', () => {
  it("a dialog's and a drawer's title bar is not a <header>, which axe counts as a second banner", async () => {
    render(
      <TestProviders>
        <Modal opened onClose={() => undefined} title="Refund">
          <p>Body</p>
        </Modal>
        <Drawer opened onClose={() => undefined} title="Menu">
          <p>Links</p>
        </Drawer>
      </TestProviders>,
    );
    expect(await screen.findByRole('dialog', { name: 'Refund' })).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeTruthy();
    expect(document.querySelectorAll('[role="dialog"] header')).toHaveLength(0);
  });
});
