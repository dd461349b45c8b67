import { config } from '../../src/base/config';
import { refuse } from '../../src/core/errorlog';
import { layout, normalizeColor, setColor } from '../../src/core/layout';
import { t } from '../../src/i18n';
import '../../src/i18n/layout';
import { restoresSetting } from '../edit/setting';
import { refusalOf } from '../../src/platform/harness/refusal';
import { defineCommand } from '../../src/platform/define-command';
import { inConsole } from '../navigation/helpers';

const title = { zh: '设置主题色', en: 'Set theme colour' };

export const chooseColor = defineCommand({
  id: 'layout.color',
  title,
  group: 'layout',
  keywords: ['colour', 'color', 'primary', 'yanse'],
  when: inConsole,
  args: {
    color: {
      kind: 'text',
      label: { zh: '颜色(#RRGGBB)', en: 'Colour (#RRGGBB)' },
      placeholder: { zh: config.defaultColor, en: config.defaultColor },
      validate: (value: string) => (normalizeColor(value) ? undefined : { zh: '请输入 #RRGGBB 格式的颜色', en: 'Enter a colour as #RRGGBB' }),
    },
  },
  reversible: restoresSetting(title, () => layout.color, setColor, (color) => color),
  run: (_ctx, { color }) => {
    if (!setColor(color)) refuse(t('ctl.message.colorInvalid'));
  },
  check: {
    scenario: async (h) => {
      const before = layout.color;
      await h.run({ color: '#1f6feb' });
      const applied = document.documentElement.style.getPropertyValue('--primary');
      h.expect(applied.toUpperCase() === '#1F6FEB', `--primary is ${applied}`);
      h.expect((await refusalOf(h.run({ color: 'green-ish' }))) === t('ctl.message.colorInvalid'), 'a colour that is not #RRGGBB was not refused');
      await h.run({ color: before });
    },
  },
});
