import { useState } from 'react';
import {
  Button, ColorSwatch, ColorSwatchPicker, ColorSwatchPickerItem, Dialog, DialogTrigger, Form, Popover,
} from 'react-aria-components';
import { useSnapshot } from 'valtio';
import { config } from '../../../base/config';
import { layout, normalizeColor } from '../../../core/layout';
import { useT } from '../../../i18n';
import { TextInput } from '../../../ui/fields';
import { useCommand } from '../../../ui/use-command';

/** Colours offered in one click; any other comes through the hex field. */
const presets = [config.defaultColor, '#409EFF', '#1F6FEB', '#13C2C2', '#52C41A', '#FAAD14', '#F5222D', '#EB2F96', '#722ED1', '#303133'];

/** The colour picker: swatches and a hex field, each running layout.color (applied at once). */
export function ColorPicker() {
  const t = useT();
  const { color } = useSnapshot(layout);
  const { available, run } = useCommand('layout.color');
  const [hex, setHex] = useState(color);
  const [error, setError] = useState('');
  const apply = () => {
    if (!normalizeColor(hex)) return setError(t('ctl.message.colorInvalid'));
    void run({ color: hex });
  };
  return (
    <DialogTrigger onOpenChange={(open) => open && (setHex(color), setError(''))}>
      <Button className="icon-button" aria-label={t('ctl.header.color')} isDisabled={!available}>
        <span className="color-dot" aria-hidden="true" style={{ background: color }} />
      </Button>
      <Popover className="popover" placement="bottom end">
        <Dialog className="popover-dialog color-picker" aria-label={t('ctl.header.color')}>
          <ColorSwatchPicker
            aria-label={t('ctl.header.colorPresets')}
            className="swatches"
            // Always the current colour: one no swatch has picks none (an undefined value would
            // leave the picker to keep the swatch picked before).
            value={color}
            onChange={(picked) => void run({ color: picked.toString('hex') })}
          >
            {presets.map((preset) => (
              <ColorSwatchPickerItem key={preset} color={preset} className="swatch-item">
                <ColorSwatch className="swatch" />
              </ColorSwatchPickerItem>
            ))}
          </ColorSwatchPicker>
          <Form className="color-form" onSubmit={(e) => { e.preventDefault(); apply(); }}>
            <TextInput label={t('ctl.header.colorHex')} value={hex} onChange={(v) => { setHex(v); setError(''); }} error={error || undefined} />
            <Button type="submit" className="button primary">{t('action.ok')}</Button>
          </Form>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
