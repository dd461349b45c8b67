import { randomInt } from '../random';

const WIDTH = 130;
const HEIGHT = 48;
const COLORS = ['#1f6f8b', '#99443b', '#566f61', '#6b4f9e', '#b06d1d'];
const pick = (list: readonly string[]) => list[randomInt(0, list.length)]!;

/** An SVG image of `code`: jittered, rotated letters over a few noise lines, as a data URL. */
export function captchaImage(code: string): string {
  const step = (WIDTH - 20) / code.length;
  const letters = Array.from(code, (char, i) => {
    const x = Math.round(12 + i * step + randomInt(0, 6));
    const y = randomInt(32, 40);
    return `<text x="${x}" y="${y}" transform="rotate(${randomInt(-25, 26)} ${x} ${y})" fill="${pick(COLORS)}" font-size="${randomInt(24, 31)}" font-family="Verdana,Arial,sans-serif" font-weight="bold">${char}</text>`;
  });
  const noise = Array.from({ length: 4 }, () =>
    `<line x1="${randomInt(0, WIDTH)}" y1="${randomInt(0, HEIGHT)}" x2="${randomInt(0, WIDTH)}" y2="${randomInt(0, HEIGHT)}" stroke="${pick(COLORS)}" stroke-width="1.5" opacity="0.7"/>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="#f4f6f5"/>${noise.join('')}${letters.join('')}</svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}
