/**
 * The upload dialog on 附件管理, as a school administrator uses it: refusals before sending,
 * progress by keyboard, the stored file, and the school's use of its quota read again after it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '../../mock-server/db';
import { TENANT_QUOTA_BYTES, tenantUsage } from '../../mock-server/storage/quota';
import { formatBytes } from '../../src/core/bytes';
import type { AttachRow } from '../../mock-server/storage/rows';
import { execute } from '../../src/platform/registry';
import { renderConsoleAs } from '../helpers/console';

const attachments = () => db.rows<AttachRow>('attach').filter((row) => row.isDeleted === 0).length;

const dialogButton = (name: string) => within(screen.getByRole('dialog')).getByRole('button', { name });

async function openDialog() {
  await renderConsoleAs('schoolAdmin', '/resource/attach');
  await waitFor(() => expect(screen.getByRole('button', { name: '上传' })).toBeTruthy());
  await execute('storage.attach.upload', {}, 'test');
  // The picker's own input, behind the translated 选择文件 button of the drop zone.
  const zone = await within(await screen.findByRole('dialog')).findByRole('button', { name: '选择文件' });
  return zone.closest('.file-drop')!.querySelector('input[type=file]')!;
}

describe('upload dialog', () => {
  it.each([
    ['a file over 10 MB', new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.pdf'), '文件大小不能超过 10 MB'],
    ['a program', new File(['MZ'], 'setup.exe'), '不允许上传该类型的文件'],
  ])('names why %s may not be sent, and sends nothing', async (_, file, message) => {
    const input = await openDialog();
    const before = attachments();
    await userEvent.upload(input as HTMLInputElement, file);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(dialogButton('上传').hasAttribute('disabled')).toBe(true);
    expect(attachments()).toBe(before);
  });

  it('uploads a chosen file by keyboard, shows its progress done and stores it, and the quota meter follows', async () => {
    const input = await openDialog();
    const meter = (bytes: number) => `已用 ${formatBytes(bytes)} / 共 ${formatBytes(TENANT_QUOTA_BYTES)}`;
    const used = tenantUsage('100001');
    await waitFor(() => expect(screen.getByTestId('storage-usage').getAttribute('aria-valuetext')).toBe(meter(used)));
    await userEvent.upload(input as HTMLInputElement, new File(['本周阅读打卡表'], '打卡表.txt', { type: 'text/plain' }));
    dialogButton('上传').focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByText('已上传 100%');
    await screen.findByText('上传成功: 打卡表.txt', { selector: '[role=status]' });
    expect(db.rows<AttachRow>('attach').some((row) => row.originalName === '打卡表.txt' && row.tenantId === '100001')).toBe(true);
    expect(tenantUsage('100001')).toBeGreaterThan(used);
    await waitFor(() => expect(screen.getByTestId('storage-usage').getAttribute('aria-valuetext')).toBe(meter(tenantUsage('100001'))));
  });
});
