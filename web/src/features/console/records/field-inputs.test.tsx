import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FileInput } from './file-input';
import { JsonInput } from './json-input';
import type { RelationOption } from './relation-picker';
import { RelationPicker } from './relation-picker';

beforeAll(() => {
  // jsdom has no object URLs; the preview only needs one to point its image at.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

function ControlledJson() {
  const [value, setValue] = useState('{"a": 1}');
  return <JsonInput label="data" value={value} onChange={setValue} />;
}

describe('JsonInput', () => {
  it('flags text that is not JSON and clears the flag once it parses', () => {
    render(<ControlledJson />);
    const input = screen.getByRole('textbox', { name: 'data' });
    expect(input.getAttribute('aria-invalid')).toBe('false');
    fireEvent.change(input, { target: { value: '{"a": ' } });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('console.records.invalidJson')).toBeTruthy();
    fireEvent.change(input, { target: { value: '[1, 2]' } });
    expect(input.getAttribute('aria-invalid')).toBe('false');
  });
});

function ControlledPicker(props: {
  multiple: boolean;
  search: (q: string) => Promise<RelationOption[]>;
}) {
  const [value, setValue] = useState<RelationOption[]>([{ id: 'u1', label: 'Ann' }]);
  return (
    <>
      <RelationPicker
        label="owner"
        multiple={props.multiple}
        value={value}
        search={props.search}
        onChange={setValue}
      />
      <output>{value.map((v) => v.id).join(',')}</output>
    </>
  );
}

describe('RelationPicker', () => {
  it('searches the related collection as one types and adds the picked record as a chip', async () => {
    const search = vi.fn((query: string) =>
      Promise.resolve(query === 'bo' ? [{ id: 'u2', label: 'Bob' }] : [{ id: 'u3', label: 'Cy' }]),
    );
    render(<ControlledPicker multiple search={search} />);
    expect(screen.getByText('Ann')).toBeTruthy();
    const input = screen.getByRole('combobox', { name: 'owner' });
    act(() => input.focus());
    fireEvent.change(input, { target: { value: 'bo' } });
    await waitFor(() => expect(search.mock.calls.map((c) => c[0])).toContain('bo'));
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const option = await screen.findByRole('option', { name: 'Bob (u2)' });
    act(() => option.click());
    expect(screen.getByRole('status').textContent).toBe('u1,u2');
    expect(screen.getByText('Bob')).toBeTruthy();
  });

  it('keeps only the last pick of a single relation', async () => {
    const search = vi.fn(() => Promise.resolve([{ id: 'u2', label: 'Bob' }]));
    render(<ControlledPicker multiple={false} search={search} />);
    const input = screen.getByRole('combobox', { name: 'owner' });
    act(() => input.focus());
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const option = await screen.findByRole('option', { name: 'Bob (u2)' });
    act(() => option.click());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('u2'));
  });
});

describe('FileInput', () => {
  const common = {
    label: 'photos',
    multiple: true,
    thumbUrl: (name: string) => `/thumb/${name}`,
    onAdd: vi.fn(),
    onToggleRemoved: vi.fn(),
    onDropAdded: vi.fn(),
  };

  it('previews stored images and picked images, and lists other files by name', () => {
    const picked = new File(['png'], 'new.png', { type: 'image/png' });
    render(
      <FileInput {...common} stored={['old_1.jpg', 'doc_2.pdf']} removed={[]} added={[picked]} />,
    );
    expect(screen.getByRole('img', { name: 'old_1.jpg' }).getAttribute('src')).toBe(
      '/thumb/old_1.jpg',
    );
    expect(screen.getByRole('img', { name: 'new.png' }).getAttribute('src')).toBe('blob:preview');
    expect(screen.queryByRole('img', { name: 'doc_2.pdf' })).toBeNull();
    expect(screen.getByText('doc_2.pdf')).toBeTruthy();
  });

  it('hands picked files over and toggles a stored file for removal', () => {
    const onAdd = vi.fn();
    const onToggleRemoved = vi.fn();
    render(
      <FileInput
        {...common}
        onAdd={onAdd}
        onToggleRemoved={onToggleRemoved}
        stored={['old_1.jpg']}
        removed={[]}
        added={[]}
      />,
    );
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('console.records.filesOf'), {
      target: { files: [file] },
    });
    expect(onAdd).toHaveBeenCalledWith([file]);
    fireEvent.click(screen.getByRole('button', { name: 'console.records.removeFile' }));
    expect(onToggleRemoved).toHaveBeenCalledWith('old_1.jpg');
  });
});
