import { starPath, type Palette } from './art-palette';

/**
 * Simple toys drawn in a 200×200 box centred on the origin; callers place and scale them
 * with a transform. Shapes only: nothing here carries meaning a screen reader would miss.
 */
type Motif = (palette: Palette) => string;

const teddyBear: Motif = ({ main, dark, light }) =>
  `<circle cx="-58" cy="-58" r="30" fill="${main}"/><circle cx="58" cy="-58" r="30" fill="${main}"/>` +
  `<circle r="80" fill="${main}"/><ellipse cy="28" rx="38" ry="30" fill="${light}"/>` +
  `<circle cx="-28" cy="-18" r="9" fill="${dark}"/><circle cx="28" cy="-18" r="9" fill="${dark}"/>` +
  `<ellipse cy="16" rx="13" ry="9" fill="${dark}"/>`;

const rocket: Motif = ({ main, accent, dark, light }) =>
  `<path d="M0-95C40-60 45 0 35 55H-35C-45 0-40-60 0-95Z" fill="${main}"/>` +
  `<path d="M-35 20L-65 70H-30ZM35 20L65 70H30Z" fill="${accent}"/>` +
  `<circle cy="-20" r="20" fill="${light}" stroke="${dark}" stroke-width="6"/>` +
  `<path d="M-22 58L0 98L22 58Z" fill="${accent}" opacity=".8"/>`;

const racingCar: Motif = ({ main, accent, dark, light }) =>
  `<path d="M-95 30V0L-60-10L-30-45H35L65-10L95 0V30Z" fill="${main}"/>` +
  `<path d="M-20-35H25L45-8H-40Z" fill="${light}"/>` +
  `<rect x="-95" y="5" width="190" height="10" fill="${accent}"/>` +
  `<circle cx="-55" cy="35" r="24" fill="${dark}"/><circle cx="55" cy="35" r="24" fill="${dark}"/>` +
  `<circle cx="-55" cy="35" r="9" fill="${light}"/><circle cx="55" cy="35" r="9" fill="${light}"/>`;

const robot: Motif = ({ main, accent, dark, light }) =>
  `<line x1="0" y1="-95" x2="0" y2="-70" stroke="${dark}" stroke-width="6"/><circle cy="-95" r="9" fill="${accent}"/>` +
  `<rect x="-55" y="-72" width="110" height="80" rx="18" fill="${main}"/>` +
  `<circle cx="-22" cy="-35" r="14" fill="${light}"/><circle cx="22" cy="-35" r="14" fill="${light}"/>` +
  `<circle cx="-22" cy="-35" r="6" fill="${dark}"/><circle cx="22" cy="-35" r="6" fill="${dark}"/>` +
  `<rect x="-25" y="-12" width="50" height="8" rx="4" fill="${dark}"/>` +
  `<rect x="-45" y="14" width="90" height="80" rx="14" fill="${accent}"/>`;

const brickTower: Motif = ({ main, accent, dark }) =>
  [
    { y: 40, w: 150, colour: main },
    { y: -20, w: 110, colour: accent },
    { y: -80, w: 70, colour: main },
  ]
    .map(({ y, w, colour }) => {
      const studs = [-w / 4, w / 4].map((x) => `<rect x="${x - 12}" y="${y - 12}" width="24" height="12" rx="3" fill="${colour}"/>`).join('');
      return `${studs}<rect x="${-w / 2}" y="${y}" width="${w}" height="50" rx="6" fill="${colour}" stroke="${dark}" stroke-opacity=".25" stroke-width="4"/>`;
    })
    .join('');

const rubberDuck: Motif = ({ main, accent, dark }) =>
  `<ellipse cx="5" cy="35" rx="85" ry="55" fill="${main}"/><circle cx="-30" cy="-40" r="45" fill="${main}"/>` +
  `<path d="M-70-40L-105-28L-70-22Z" fill="${accent}"/><circle cx="-38" cy="-52" r="8" fill="${dark}"/>` +
  `<path d="M10 20Q45 5 70 35" fill="none" stroke="${dark}" stroke-opacity=".3" stroke-width="8" stroke-linecap="round"/>`;

const magicWand: Motif = ({ main, accent, dark }) =>
  `<line x1="-70" y1="90" x2="15" y2="-5" stroke="${dark}" stroke-width="14" stroke-linecap="round"/>` +
  `<path d="${starPath(30, -30, 70)}" fill="${main}"/><path d="${starPath(30, -30, 30)}" fill="${accent}"/>`;

const beachBall: Motif = ({ main, accent, light }) =>
  `<circle r="90" fill="${light}"/>` +
  `<path d="M0-90A90 90 0 0 1 78 45Q20 0 0-90Z" fill="${main}"/>` +
  `<path d="M78 45A90 90 0 0 1-78 45Q0 20 78 45Z" fill="${accent}"/>` +
  `<path d="M-78 45A90 90 0 0 1 0-90Q-20 0-78 45Z" fill="${main}" opacity=".6"/>` +
  `<circle r="16" fill="${light}"/>`;

const steamTrain: Motif = ({ main, accent, dark, light }) =>
  `<rect x="-90" y="-20" width="110" height="70" rx="8" fill="${main}"/>` +
  `<rect x="20" y="-70" width="70" height="120" rx="8" fill="${accent}"/>` +
  `<rect x="35" y="-55" width="40" height="35" rx="4" fill="${light}"/>` +
  `<rect x="-70" y="-55" width="24" height="35" fill="${dark}"/>` +
  `<circle cx="-55" cy="60" r="24" fill="${dark}"/><circle cx="5" cy="60" r="24" fill="${dark}"/><circle cx="60" cy="60" r="24" fill="${dark}"/>`;

export const TOY_MOTIFS: readonly Motif[] = [teddyBear, rocket, racingCar, robot, brickTower, rubberDuck, magicWand, beachBall, steamTrain];

/** One motif, placed at (x, y) and scaled (1 = 200 px across). */
export function placeMotif(motif: Motif, palette: Palette, x: number, y: number, scale: number, rotate = 0): string {
  return `<g transform="translate(${x} ${y}) rotate(${rotate}) scale(${scale})">${motif(palette)}</g>`;
}
