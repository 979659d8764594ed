// A rich-text field for product descriptions: owners format with a toolbar (bold, italic, lists, links) and see
// the text as shoppers will, never HTML tags. What it hands on is sanitized with the storefront's own rules.
import { useEffect, useId, useRef } from 'react';
import { sanitizeRichText } from '../sanitize-rich-text.js';
import { FieldError } from './field.js';
import './rich-text-field.css';

interface RichTextFieldProps {
  label: string;
  /** The description as HTML. */
  value: string;
  onChange: (html: string) => void;
  error?: string | undefined;
  /** Longest HTML accepted, as the server counts it. */
  maxLength: number;
  /** Where the text is shown, said before the character count. */
  hint?: string;
}

/** Toolbar actions: the browser's editing commands, which Chromium, Firefox and Safari all still run. */
const ACTIONS = [
  { command: 'bold', label: 'Bold', text: 'B' },
  { command: 'italic', label: 'Italic', text: 'I' },
  { command: 'insertUnorderedList', label: 'Bulleted list', text: '• List' },
  { command: 'insertOrderedList', label: 'Numbered list', text: '1. List' },
] as const;

/** Plain text from older saves becomes a paragraph; markup is kept as sanitized. */
const asHtml = (value: string) =>
  /[<&]/.test(value) ? sanitizeRichText(value) : value ? `<p>${value}</p>` : '';

export function RichTextField({
  label,
  value,
  onChange,
  error,
  maxLength,
  hint = 'Shown on the product page as formatted here.',
}: RichTextFieldProps) {
  const id = useId();
  const editor = useRef<HTMLDivElement>(null);
  // The editor owns its DOM while the owner types; only a value from outside (a reset) is written into it.
  const shown = useRef<string>(undefined);
  useEffect(() => {
    const element = editor.current;
    if (!element || value === shown.current) return;
    element.innerHTML = asHtml(value);
    shown.current = value;
  }, [value]);

  const publish = () => {
    const element = editor.current;
    if (!element) return;
    const html = element.textContent?.trim() ? sanitizeRichText(element.innerHTML) : '';
    shown.current = html;
    onChange(html);
  };
  const run = (command: string, argument?: string) => {
    editor.current?.focus();
    document.execCommand(command, false, argument);
    publish();
  };
  const addLink = () => {
    const href = window.prompt('Link address (https://…)');
    if (href && /^(https?:|mailto:|\/)/i.test(href.trim())) run('createLink', href.trim());
  };

  return (
    <div className="field">
      <span id={`${id}-label`} className="field-label">
        {label}
      </span>
      <div className="rich-text-toolbar" role="toolbar" aria-label={`${label} formatting`}>
        {ACTIONS.map((action) => (
          <button
            key={action.command}
            type="button"
            aria-label={action.label}
            // Keeps the selection in the editor while the button is pressed.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => run(action.command)}
          >
            {action.text}
          </button>
        ))}
        <button
          type="button"
          aria-label="Link"
          onMouseDown={(event) => event.preventDefault()}
          onClick={addLink}
        >
          Link
        </button>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: formatted text needs an editable element; a textarea holds plain text only */}
      <div
        ref={editor}
        className="rich-text-editor"
        role="textbox"
        aria-multiline="true"
        aria-labelledby={`${id}-label`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        contentEditable
        suppressContentEditableWarning
        tabIndex={0}
        onInput={publish}
        onBlur={publish}
      />
      <p id={`${id}-hint`} className="field-hint">
        {hint} {value.length} / {maxLength} characters of markup.
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
