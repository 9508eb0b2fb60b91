import '@mantine/tiptap/styles.css';
import { useEffect, useId, useMemo, useState } from 'react';
import { Input } from '@mantine/core';
import { RichTextEditor as MantineRichTextEditor } from '@mantine/tiptap';
import Link from '@tiptap/extension-link';
import { useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

/**
 * Only what the toolbar offers (bold, italic, underline, link) plus paragraphs and line breaks:
 * pasted headings, lists or code become plain paragraphs instead of markup the server would strip
 * anyway (it sanitizes every message; this is for what people see while typing).
 */
const EXTENSIONS = [
  StarterKit.configure({
    blockquote: false,
    bulletList: false,
    code: false,
    codeBlock: false,
    heading: false,
    horizontalRule: false,
    listItem: false,
    listKeymap: false,
    orderedList: false,
    strike: false,
    // The link comes from @tiptap/extension-link below, configured for new tabs.
    link: false,
  }),
  Link.configure({
    openOnClick: false,
    autolink: true,
    defaultProtocol: 'https',
    protocols: ['http', 'https', 'mailto'],
    HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' },
  }),
];

/** The editor's HTML, or "" when it holds no text (an empty editor is "<p></p>"). */
export function editorHtml(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

interface RichTextEditorProps {
  label: string;
  /** HTML (sanitized by the server when saved). */
  value: string;
  onChange: (html: string) => void;
  error?: string | null;
  description?: string;
  required?: boolean;
  /** Minimum height of the writing area. */
  minHeight?: number;
}

/**
 * The shared rich-text field (team message, star of the team): Mantine's tiptap editor with a
 * toolbar of bold, italic, underline and link. Controlled by `value` when it changes from outside
 * (a reload or a reset); typing reports HTML through `onChange`.
 */
export function RichTextEditor({ label, value, onChange, error, description, required, minHeight = 140 }: RichTextEditorProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  // Stable, so the editor is not given new options on every render.
  const editorProps = useMemo(
    () => ({ attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId, style: `min-height: ${minHeight}px` } }),
    [labelId, minHeight],
  );
  // The first value creates the document; later values arrive through setContent below.
  const [initialContent] = useState(value);
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: initialContent,
    onUpdate: ({ editor: current }) => onChange(editorHtml(current)),
    editorProps,
  });

  // A new value from outside (saved, reset, reloaded) replaces the text; typing does not loop back.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    if (editorHtml(editor) !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  // The error is announced with the field.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const dom = editor.view.dom;
    if (error) {
      dom.setAttribute('aria-invalid', 'true');
      dom.setAttribute('aria-describedby', errorId);
    } else {
      dom.removeAttribute('aria-invalid');
      dom.removeAttribute('aria-describedby');
    }
  }, [editor, error, errorId]);

  return (
    <Input.Wrapper label={label} labelProps={{ id: labelId, component: 'span' }} description={description} error={error} errorProps={{ id: errorId }} withAsterisk={required}>
      <MantineRichTextEditor editor={editor} mt={4} style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}>
        <MantineRichTextEditor.Toolbar>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.Bold />
            <MantineRichTextEditor.Italic />
            <MantineRichTextEditor.Underline />
            <MantineRichTextEditor.Link />
          </MantineRichTextEditor.ControlsGroup>
        </MantineRichTextEditor.Toolbar>
        <MantineRichTextEditor.Content />
      </MantineRichTextEditor>
    </Input.Wrapper>
  );
}
