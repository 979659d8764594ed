// Writes the demo catalog's flat SVG product illustrations beside this script: `node generate.mjs`.
import { writeFileSync } from 'node:fs';

const shade = (hex, f) =>
  `#${[1, 3, 5]
    .map((i) => Math.round(Math.min(255, Math.max(0, Number.parseInt(hex.slice(i, i + 2), 16) * f))))
    .map((v) => v.toString(16).padStart(2, '0'))
    .join('')}`;

// Each shape draws on a 400×400 canvas around its centre; c = product colour, a = accent, d = darker c.
const SHAPES = {
  mug: (c, a, d) =>
    `<path d="M110 130h150v150a40 40 0 0 1-40 40h-70a40 40 0 0 1-40-40z" fill="${c}"/><path d="M260 165h25a35 35 0 0 1 0 70h-25v-20h25a15 15 0 0 0 0-30h-25z" fill="${d}"/><rect x="110" y="120" width="150" height="18" rx="9" fill="${d}"/><rect x="130" y="190" width="110" height="14" rx="7" fill="${a}"/>`,
  bowl: (c, a, d) =>
    `<path d="M80 180h240a120 110 0 0 1-240 0z" fill="${c}"/><rect x="70" y="168" width="260" height="20" rx="10" fill="${d}"/><path d="M120 230h160" stroke="${a}" stroke-width="12" stroke-linecap="round"/>`,
  plate: (c, a, d) =>
    `<circle cx="200" cy="200" r="130" fill="${d}"/><circle cx="200" cy="200" r="112" fill="${c}"/><circle cx="200" cy="200" r="70" fill="none" stroke="${a}" stroke-width="8" stroke-dasharray="14 10"/>`,
  teapot: (c, a, d) =>
    `<ellipse cx="200" cy="230" rx="110" ry="90" fill="${c}"/><path d="M95 220l-55-45 20 80z" fill="${d}"/><path d="M300 190a45 45 0 0 1 0 90" fill="none" stroke="${d}" stroke-width="18"/><rect x="150" y="130" width="100" height="22" rx="11" fill="${d}"/><circle cx="200" cy="118" r="16" fill="${a}"/>`,
  board: (c, a, d) =>
    `<rect x="90" y="110" width="200" height="230" rx="30" fill="${c}"/><circle cx="190" cy="140" r="12" fill="${d}"/><path d="M120 200h140M120 240h140M120 280h140" stroke="${d}" stroke-width="4" opacity=".4"/><path d="M300 80l20 10-60 200-14-4z" fill="${a}"/>`,
  jar: (c, a, d) =>
    `<rect x="130" y="90" width="140" height="34" rx="8" fill="${d}"/><rect x="115" y="120" width="170" height="210" rx="36" fill="${c}"/><rect x="145" y="190" width="110" height="70" rx="8" fill="${a}"/>`,
  towel: (c, a, d) =>
    `<rect x="110" y="80" width="180" height="250" rx="10" fill="${c}"/><rect x="110" y="270" width="180" height="22" fill="${a}"/><rect x="110" y="300" width="180" height="10" fill="${a}"/><rect x="100" y="70" width="200" height="26" rx="13" fill="${d}"/>`,
  candle: (c, a, d) =>
    `<rect x="130" y="170" width="140" height="170" rx="18" fill="${c}"/><ellipse cx="200" cy="172" rx="70" ry="16" fill="${d}"/><rect x="196" y="130" width="8" height="40" fill="#4a3b2a"/><path d="M200 80c25 30 20 55 0 55s-25-25 0-55z" fill="${a}"/>`,
  tshirt: (c, a, d) =>
    `<path d="M150 80l-90 45 30 65 35-15v165h150v-165l35 15 30-65-90-45c-5 25-25 40-50 40s-45-15-50-40z" fill="${c}"/><path d="M150 80c5 25 25 40 50 40s45-15 50-40" fill="none" stroke="${d}" stroke-width="10"/><circle cx="200" cy="210" r="26" fill="${a}"/>`,
  hoodie: (c, a, d) =>
    `<path d="M140 100l-70 50 20 180h220l20-180-70-50z" fill="${c}"/><path d="M140 100a60 60 0 0 1 120 0l-20 40h-80z" fill="${d}"/><rect x="150" y="250" width="100" height="50" rx="12" fill="${d}"/><path d="M185 140v60M215 140v60" stroke="${a}" stroke-width="6" stroke-linecap="round"/>`,
  cap: (c, a, d) =>
    `<path d="M90 240a110 110 0 0 1 220 0z" fill="${c}"/><path d="M280 240h80a20 20 0 0 1-20 25h-70z" fill="${d}"/><circle cx="200" cy="128" r="10" fill="${a}"/><path d="M200 130v110" stroke="${d}" stroke-width="4" opacity=".5"/>`,
  socks: (c, a, d) =>
    `<path d="M150 70h70v170l70 40a30 30 0 0 1-25 55l-110-55z" fill="${c}"/><rect x="150" y="70" width="70" height="30" fill="${a}"/><path d="M150 130h70M150 160h70" stroke="${d}" stroke-width="8"/>`,
  tote: (c, a, d) =>
    `<path d="M160 150v-30a40 40 0 0 1 80 0v30" fill="none" stroke="${d}" stroke-width="12"/><rect x="100" y="150" width="200" height="200" rx="8" fill="${c}"/><circle cx="200" cy="250" r="40" fill="${a}"/>`,
  scarf: (c, a, d) =>
    `<path d="M120 90h160v60h-160z" fill="${c}"/><path d="M150 150h50v190h-50z" fill="${d}"/><path d="M210 150h50v160h-50z" fill="${c}"/><path d="M150 320h50M210 290h50" stroke="${a}" stroke-width="10"/>`,
  beanie: (c, a, d) =>
    `<path d="M100 260a100 120 0 0 1 200 0z" fill="${c}"/><rect x="90" y="250" width="220" height="60" rx="14" fill="${d}"/><circle cx="200" cy="130" r="28" fill="${a}"/>`,
  jacket: (c, a, d) =>
    `<path d="M150 80l-80 40-10 220h280l-10-220-80-40-50 60z" fill="${c}"/><path d="M200 140v200" stroke="${d}" stroke-width="6"/><path d="M150 80l50 60 50-60" fill="none" stroke="${a}" stroke-width="10"/><rect x="110" y="230" width="50" height="12" rx="6" fill="${d}"/><rect x="240" y="230" width="50" height="12" rx="6" fill="${d}"/>`,
  notebook: (c, a, d) =>
    `<rect x="110" y="80" width="190" height="250" rx="12" fill="${c}"/><rect x="110" y="80" width="30" height="250" rx="8" fill="${d}"/><rect x="260" y="80" width="14" height="280" fill="${a}"/><rect x="165" y="130" width="100" height="40" rx="6" fill="#fff" opacity=".85"/>`,
  pen: (c, a, d) =>
    `<g transform="rotate(-35 200 200)"><rect x="180" y="60" width="40" height="230" rx="12" fill="${c}"/><path d="M180 290h40l-20 50z" fill="${d}"/><rect x="214" y="70" width="10" height="90" rx="4" fill="${a}"/></g>`,
  pencils: (c, a, d) =>
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<rect x="${110 + i * 38}" y="${90 + i * 8}" width="26" height="200" fill="${i % 2 ? d : c}"/><path d="M${110 + i * 38} ${290 + i * 8}h26l-13 34z" fill="#f3d2a2"/><rect x="${110 + i * 38}" y="${82 + i * 8}" width="26" height="14" fill="${a}"/>`,
      )
      .join(''),
  planner: (c, a, d) =>
    `<rect x="100" y="90" width="200" height="240" rx="14" fill="${c}"/><rect x="125" y="130" width="150" height="170" rx="6" fill="#fff"/>${[
      0, 1, 2, 3,
    ]
      .map((r) => `<path d="M135 ${160 + r * 36}h130" stroke="${d}" stroke-width="3" opacity=".4"/>`)
      .join('')}<circle cx="150" cy="110" r="8" fill="${a}"/><circle cx="250" cy="110" r="8" fill="${a}"/>`,
  tape: (c, a, d) =>
    `<circle cx="200" cy="200" r="120" fill="${c}"/><circle cx="200" cy="200" r="60" fill="#fff"/><circle cx="200" cy="200" r="120" fill="none" stroke="${d}" stroke-width="10" stroke-dasharray="20 14"/><path d="M300 260l70 40-10 20-70-35z" fill="${a}"/>`,
  cards: (c, a, d) =>
    `<rect x="80" y="130" width="220" height="150" rx="8" fill="${d}" transform="rotate(-8 190 205)"/><rect x="100" y="140" width="220" height="150" rx="8" fill="${c}"/><path d="M100 140l110 80 110-80" fill="none" stroke="${d}" stroke-width="6"/><circle cx="280" cy="180" r="16" fill="${a}"/>`,
  sketchbook: (c, a, d) =>
    `<rect x="90" y="100" width="230" height="200" rx="10" fill="${c}"/>${[0, 1, 2, 3, 4, 5, 6]
      .map((i) => `<circle cx="${115 + i * 30}" cy="100" r="8" fill="none" stroke="${d}" stroke-width="5"/>`)
      .join(
        '',
      )}<path d="M130 250c40-60 80 10 150-50" fill="none" stroke="${a}" stroke-width="8" stroke-linecap="round"/>`,
  tray: (c, a, d) =>
    `<path d="M70 200h260l-25 90h-210z" fill="${c}"/><rect x="60" y="190" width="280" height="20" rx="8" fill="${d}"/><rect x="130" y="150" width="30" height="50" fill="${a}"/><rect x="175" y="130" width="30" height="70" fill="${a}" opacity=".7"/>`,
  succulent: (c, a, d) =>
    `<path d="M130 250h140l-20 90h-100z" fill="${a}"/>${[-60, -30, 0, 30, 60]
      .map(
        (r) =>
          `<ellipse cx="200" cy="200" rx="22" ry="55" fill="${r ? c : d}" transform="rotate(${r} 200 250)"/>`,
      )
      .join('')}`,
  monstera: (c, a, d) =>
    `<path d="M140 260h120l-15 90h-90z" fill="${a}"/><path d="M200 260c-90-20-110-120-40-170 60-40 130 10 120 80-10 60-40 80-80 90z" fill="${c}"/><path d="M200 260c0-60 10-110 20-150" stroke="${d}" stroke-width="6" fill="none"/><path d="M150 150l40 20M160 200l40 10M250 140l-30 25M255 200l-40 5" stroke="${shade(c, 1.3)}" stroke-width="10" stroke-linecap="round"/>`,
  cactus: (c, a, d) =>
    `<path d="M140 280h120l-15 70h-90z" fill="${a}"/><rect x="175" y="90" width="50" height="195" rx="25" fill="${c}"/><path d="M175 200h-30v-50" fill="none" stroke="${c}" stroke-width="26" stroke-linecap="round"/><path d="M225 170h30v-40" fill="none" stroke="${c}" stroke-width="26" stroke-linecap="round"/><path d="M200 110v160" stroke="${d}" stroke-width="4" opacity=".5"/>`,
  fern: (c, a, d) =>
    `<path d="M110 90h180" stroke="${d}" stroke-width="4"/><path d="M200 90v60" stroke="${d}" stroke-width="3"/><path d="M140 150h120l-15 60h-90z" fill="${a}"/>${[
      -50, -25, 0, 25, 50,
    ]
      .map(
        (r) =>
          `<path d="M200 200q${r * 2} 80 ${r * 1.6} 150" stroke="${c}" stroke-width="16" fill="none" stroke-linecap="round"/>`,
      )
      .join('')}`,
  snakeplant: (c, a, d) =>
    `<path d="M130 270h140l-20 80h-100z" fill="${a}"/>${[150, 180, 210, 240]
      .map(
        (x, i) =>
          `<path d="M${x} 275q${i % 2 ? 10 : -10}-120 ${i % 2 ? 0 : 10}-${150 + (i % 2) * 40}q15 60 15 ${150 + (i % 2) * 40}z" fill="${i % 2 ? d : c}"/>`,
      )
      .join('')}`,
  wateringcan: (c, a, d) =>
    `<rect x="120" y="170" width="150" height="150" rx="20" fill="${c}"/><path d="M270 220l80-70 10 12-80 80z" fill="${d}"/><path d="M140 170a60 60 0 0 1 110 0" fill="none" stroke="${d}" stroke-width="14"/><rect x="140" y="230" width="110" height="12" rx="6" fill="${a}"/>`,
  terrarium: (c, a, d) =>
    `<circle cx="200" cy="220" r="120" fill="${shade(c, 1.6)}" opacity=".5"/><path d="M95 260a120 120 0 0 0 210 0z" fill="${a}"/><ellipse cx="180" cy="240" rx="18" ry="40" fill="${c}"/><ellipse cx="225" cy="245" rx="14" ry="30" fill="${d}"/><rect x="160" y="92" width="80" height="16" rx="8" fill="${d}"/>`,
  herbs: (c, a, d) =>
    [0, 1, 2]
      .map(
        (i) =>
          `<path d="M${90 + i * 80} 250h60l-8 80h-44z" fill="${a}"/><circle cx="${120 + i * 80}" cy="${215 - (i % 2) * 20}" r="${32 + (i % 2) * 6}" fill="${i % 2 ? d : c}"/>`,
      )
      .join(''),
  coffeebag: (c, a, d) =>
    `<path d="M120 100h160l15 240h-190z" fill="${c}"/><path d="M120 100l20-20h120l20 20z" fill="${d}"/><rect x="150" y="180" width="100" height="90" rx="10" fill="${a}"/><ellipse cx="200" cy="225" rx="20" ry="28" fill="${d}"/><path d="M200 200q-8 25 0 50" stroke="${a}" stroke-width="4" fill="none"/>`,
  grinder: (c, a, d) =>
    `<rect x="130" y="180" width="140" height="160" rx="12" fill="${c}"/><path d="M150 180l20-60h60l20 60z" fill="${d}"/><path d="M200 120v-40h70" stroke="${d}" stroke-width="10" fill="none"/><circle cx="275" cy="80" r="14" fill="${a}"/><rect x="165" y="260" width="70" height="14" rx="7" fill="${a}"/>`,
  dripper: (c, a, d) =>
    `<path d="M120 120h160l-50 110h-60z" fill="${c}"/><rect x="110" y="110" width="180" height="18" rx="9" fill="${d}"/><rect x="140" y="250" width="120" height="90" rx="14" fill="${a}" opacity=".6"/><path d="M200 232v20" stroke="${d}" stroke-width="6"/>`,
  frenchpress: (c, a, d) =>
    `<rect x="135" y="120" width="130" height="210" rx="10" fill="${shade(c, 1.5)}" opacity=".6"/><rect x="135" y="220" width="130" height="110" fill="${a}"/><rect x="125" y="110" width="150" height="18" rx="6" fill="${c}"/><path d="M200 110v-40" stroke="${c}" stroke-width="8"/><circle cx="200" cy="66" r="12" fill="${d}"/><path d="M265 150h30v130h-30" fill="none" stroke="${c}" stroke-width="12"/>`,
  kettle: (c, a, d) =>
    `<path d="M130 170h140l10 160h-160z" fill="${c}"/><path d="M130 200l-60-70 8-10 65 60z" fill="${d}"/><path d="M160 170a40 40 0 0 1 80 0" fill="none" stroke="${d}" stroke-width="12"/><path d="M280 200h20v90h-20" fill="none" stroke="${a}" stroke-width="12"/>`,
  filters: (c, a, d) =>
    `${[0, 1, 2]
      .map(
        (i) =>
          `<path d="M${100 + i * 20} ${140 + i * 20}h160l-50 110h-60z" fill="${i === 2 ? c : shade(c, 1.1 - i * 0.05)}" stroke="${d}" stroke-width="3"/>`,
      )
      .join('')}<rect x="150" y="300" width="140" height="30" rx="6" fill="${a}"/>`,
};

// [file name, shape, colour, accent, background]
const IMAGES = [
  ['stoneware-mug', 'mug', '#c8553d', '#f2d0a4', '#fbeee0'],
  ['stoneware-mug-sage', 'mug', '#7fa37a', '#f2d0a4', '#eef4ea'],
  ['stoneware-mug-slate', 'mug', '#4f5d75', '#f2d0a4', '#e8ebf2'],
  ['serving-bowl', 'bowl', '#e9b44c', '#50a2a7', '#fdf6e3'],
  ['dinner-plate-set', 'plate', '#f4f1de', '#3d405b', '#dfe7ec'],
  ['cast-iron-teapot', 'teapot', '#2f3e46', '#cad2c5', '#eef1ee'],
  ['walnut-cutting-board', 'board', '#8b5e3c', '#b0b7c0', '#f5ede3'],
  ['glass-storage-jar', 'jar', '#9ad1d4', '#f7f7f7', '#eef8f8'],
  ['linen-tea-towel', 'towel', '#e07a5f', '#3d405b', '#fcefe9'],
  ['soy-candle', 'candle', '#f2e8cf', '#f4a259', '#f6eee3'],
  ['organic-tee', 'tshirt', '#f7f7f2', '#e76f51', '#e9eef2'],
  ['organic-tee-navy', 'tshirt', '#264653', '#e9c46a', '#e5eef0'],
  ['organic-tee-olive', 'tshirt', '#6b705c', '#ffe8d6', '#f0f0e8'],
  ['heavyweight-hoodie', 'hoodie', '#8d99ae', '#edf2f4', '#eceff3'],
  ['heavyweight-hoodie-rust', 'hoodie', '#b5542f', '#f4e1d2', '#f8ece4'],
  ['canvas-cap', 'cap', '#bc6c25', '#fefae0', '#faf3e6'],
  ['wool-socks', 'socks', '#a4133c', '#ffccd5', '#fcebee'],
  ['market-tote', 'tote', '#dda15e', '#283618', '#fbf3e6'],
  ['merino-scarf', 'scarf', '#588157', '#dad7cd', '#eef2ea'],
  ['ribbed-beanie', 'beanie', '#f28482', '#f7ede2', '#fdf0ee'],
  ['rain-jacket', 'jacket', '#ffb703', '#023047', '#fff7e0'],
  ['dot-grid-notebook', 'notebook', '#3a86ff', '#ffbe0b', '#eaf2ff'],
  ['dot-grid-notebook-back', 'notebook', '#2a66cc', '#ffbe0b', '#dde8fb'],
  ['brass-fountain-pen', 'pen', '#b08d57', '#2b2d42', '#f6f1e7'],
  ['colour-pencil-set', 'pencils', '#ef476f', '#06d6a0', '#fff4f6'],
  ['weekly-planner', 'planner', '#6d597a', '#e56b6f', '#f3eef5'],
  ['washi-tape-trio', 'tape', '#90be6d', '#f94144', '#f2f8ec'],
  ['letterpress-cards', 'cards', '#f8edeb', '#e63946', '#eef3f6'],
  ['kraft-sketchbook', 'sketchbook', '#c9a37a', '#264653', '#f7f0e8'],
  ['bamboo-desk-tray', 'tray', '#d4a373', '#588157', '#f8f1e7'],
  ['succulent-trio', 'succulent', '#83c5be', '#e29578', '#eef8f6'],
  ['monstera-deliciosa', 'monstera', '#2d6a4f', '#d4a373', '#edf6ef'],
  ['monstera-deliciosa-leaf', 'monstera', '#40916c', '#bc8a5f', '#e4f2e8'],
  ['golden-barrel-cactus', 'cactus', '#74a57f', '#e07a5f', '#f2f7ef'],
  ['hanging-fern', 'fern', '#52b788', '#ffffff', '#eaf6ef'],
  ['snake-plant', 'snakeplant', '#2b9348', '#f4f1de', '#eef6ec'],
  ['copper-watering-can', 'wateringcan', '#c27c4e', '#ffd6a5', '#faf0e8'],
  ['moss-terrarium', 'terrarium', '#6a994e', '#a98467', '#eef4e8'],
  ['kitchen-herb-kit', 'herbs', '#7cb518', '#d4a373', '#f3f8e6'],
  ['house-blend-beans', 'coffeebag', '#6f4e37', '#f1dca7', '#f6efe6'],
  ['ethiopia-single-origin', 'coffeebag', '#d62828', '#fcbf49', '#fdf0ec'],
  ['decaf-colombia', 'coffeebag', '#3a5a40', '#dad7cd', '#eef2ec'],
  ['burr-grinder', 'grinder', '#343a40', '#e9c46a', '#eef0f2'],
  ['ceramic-dripper', 'dripper', '#f1faee', '#a8dadc', '#e6eef2'],
  ['french-press', 'frenchpress', '#495057', '#7f5539', '#f1f1f1'],
  ['gooseneck-kettle', 'kettle', '#212529', '#d4a373', '#f2efe9'],
  ['gooseneck-kettle-white', 'kettle', '#f8f9fa', '#adb5bd', '#e7eaee'],
  ['paper-filters', 'filters', '#f5ebe0', '#6f4e37', '#efe7dc'],
];

const title = (name) => name.replace(/-/g, ' ').replace(/^./, (first) => first.toUpperCase());
const svg = (name, shape, c, a, bg) =>
  `<svg xmlns="http://www.w3.org/2000/svg" role="img" viewBox="0 0 400 400" width="400" height="400"><title>${title(name)}</title><rect width="400" height="400" fill="${bg}"/><ellipse cx="200" cy="352" rx="130" ry="14" fill="#000" opacity=".07"/>${SHAPES[shape](c, a, shade(c, 0.72))}</svg>\n`;

const dir = new URL('./', import.meta.url);
for (const [name, shape, c, a, bg] of IMAGES)
  writeFileSync(new URL(`${name}.svg`, dir), svg(name, shape, c, a, bg));
console.log(`wrote ${IMAGES.length} images`);
