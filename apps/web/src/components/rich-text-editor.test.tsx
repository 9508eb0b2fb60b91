import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestProviders } from '../test/render.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';

function Harness({ initial, onChange }: { initial: string; onChange: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditor
        label="Team Message"
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange(html);
        }}
        error={value === '' ? 'Team message is required.' : null}
      />
      <button type="button" onClick={() => setValue('<p>Reset <em>text</em></p>')}>
        Reset
      </button>
    </>
  );
}

describe('RichTextEditor', () => {
  it('offers bold, italic, underline and link only, labelled by its field', () => {
    render(
      <TestProviders>
        <Harness initial="<p>Hello <strong>team</strong></p>" onChange={() => undefined} />
      </TestProviders>,
    );
    const editor = screen.getByRole('textbox', { name: 'Team Message' });
    expect(within(editor).getByText('team').tagName).toBe('STRONG');
    const toolbar = screen.getAllByRole('button').filter((b) => b.getAttribute('aria-label'));
    expect(toolbar.map((b) => b.getAttribute('aria-label'))).toEqual(['Bold', 'Italic', 'Underline', 'Link']);
  });

  it('reports HTML on change, "" when emptied, and takes a new value from outside', async () => {
    const onChange = vi.fn();
    render(
      <TestProviders>
        <Harness initial="<p>Hello</p>" onChange={onChange} />
      </TestProviders>,
    );
    const editor = screen.getByRole('textbox', { name: 'Team Message' });
    // jsdom cannot type into contenteditable: drive the editor through its DOM's editor view.
    const view = (editor as HTMLElement & { editor?: { commands: { setContent: (c: string, o: { emitUpdate: boolean }) => void; clearContent: (emit: boolean) => void } } }).editor;
    expect(view).toBeTruthy();
    act(() => view!.commands.setContent('<p>Hi <u>all</u></p>', { emitUpdate: true }));
    expect(onChange).toHaveBeenLastCalledWith('<p>Hi <u>all</u></p>');
    act(() => view!.commands.clearContent(true));
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(await screen.findByText('Team message is required.')).toBeTruthy();
    expect(editor.getAttribute('aria-invalid')).toBe('true');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reset' }));
    expect(within(editor).getByText('text').tagName).toBe('EM');
    expect(editor.hasAttribute('aria-invalid')).toBe(false);
  });
});
