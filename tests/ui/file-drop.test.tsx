import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../src/i18n';
import { FileDrop } from '../../src/ui/form/file-drop';

afterEach(() => setLanguage('zh'));

function Chooser() {
  const [file, setFile] = useState<File | null>(null);
  return <FileDrop label="附件上传" file={file} accept={['.xml']} onFile={setFile} />;
}

describe('the file control', () => {
  it.each([
    ['zh', '选择文件', '未选择文件', '已选择: leave.bpmn20.xml'],
    ['en', 'Choose a file', 'No file chosen', 'Chosen: leave.bpmn20.xml'],
  ] as const)('speaks the console\'s language (%s) and names the file chosen', async (lang, button, none, chosen) => {
    setLanguage(lang);
    const { container } = render(<Chooser />);
    expect(screen.getByRole('status').textContent).toBe(none);
    const input = container.querySelector<HTMLInputElement>('input[type=file]')!;
    expect(input.accept).toBe('.xml');
    expect(screen.getByRole('button', { name: button })).toBeTruthy();
    await userEvent.upload(input, new File(['<definitions/>'], 'leave.bpmn20.xml', { type: 'text/xml' }));
    expect(screen.getByRole('status').textContent).toBe(chosen);
  });
});
