import { starPath, type Motif, type Palette } from './art-palette';

/**
 * Simple toys drawn in a 200×200 box centred on the origin; callers place and scale them
 * with a transform. Shapes only: nothing here carries meaning a screen reader would miss.
 */

export const teddyBear: Motif = ({ main, dark, light }) =>
  `<circle cx="-58" cy="-58" r="30" fill="${main}"/><circle cx="58" cy="-58" r="30" fill="${main}"/>` +
  `<circle r="80" fill="${main}"/><ellipse cy="28" rx="38" ry="30" fill="${light}"/>` +
  `<circle cx="-28" cy="-18" r="9" fill="${dark}"/><circle cx="28" cy="-18" r="9" fill="${dark}"/>` +
  `<ellipse cy="16" rx="13" ry="9" fill="${dark}"/>`;

export const rocket: Motif = ({ main, accent, dark, light }) =>
  `<path d="M0-95C40-60 45 0 35 55H-35C-45 0-40-60 0-95Z" fill="${main}"/>` +
  `<path d="M-35 20L-65 70H-30ZM35 20L65 70H30Z" fill="${accent}"/>` +
  `<circle cy="-20" r="20" fill="${light}" stroke="${dark}" stroke-width="6"/>` +
  `<path d="M-22 58L0 98L22 58Z" fill="${accent}" opacity=".8"/>`;

export const racingCar: Motif = ({ main, accent, dark, light }) =>
  `<path d="M-95 30V0L-60-10L-30-45H35L65-10L95 0V30Z" fill="${main}"/>` +
  `<path d="M-20-35H25L45-8H-40Z" fill="${light}"/>` +
  `<rect x="-95" y="5" width="190" height="10" fill="${accent}"/>` +
  `<circle cx="-55" cy="35" r="24" fill="${dark}"/><circle cx="55" cy="35" r="24" fill="${dark}"/>` +
  `<circle cx="-55" cy="35" r="9" fill="${light}"/><circle cx="55" cy="35" r="9" fill="${light}"/>`;

export const robot: Motif = ({ main, accent, dark, light }) =>
  `<line x1="0" y1="-95" x2="0" y2="-70" stroke="${dark}" stroke-width="6"/><circle cy="-95" r="9" fill="${accent}"/>` +
  `<rect x="-55" y="-72" width="110" height="80" rx="18" fill="${main}"/>` +
  `<circle cx="-22" cy="-35" r="14" fill="${light}"/><circle cx="22" cy="-35" r="14" fill="${light}"/>` +
  `<circle cx="-22" cy="-35" r="6" fill="${dark}"/><circle cx="22" cy="-35" r="6" fill="${dark}"/>` +
  `<rect x="-25" y="-12" width="50" height="8" rx="4" fill="${dark}"/>` +
  `<rect x="-45" y="14" width="90" height="80" rx="14" fill="${accent}"/>`;

export const brickTower: Motif = ({ main, accent, dark }) =>
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

export const rubberDuck: Motif = ({ main, accent, dark }) =>
  `<ellipse cx="5" cy="35" rx="85" ry="55" fill="${main}"/><circle cx="-30" cy="-40" r="45" fill="${main}"/>` +
  `<path d="M-70-40L-105-28L-70-22Z" fill="${accent}"/><circle cx="-38" cy="-52" r="8" fill="${dark}"/>` +
  `<path d="M10 20Q45 5 70 35" fill="none" stroke="${dark}" stroke-opacity=".3" stroke-width="8" stroke-linecap="round"/>`;

export const magicWand: Motif = ({ main, accent, dark }) =>
  `<line x1="-70" y1="90" x2="15" y2="-5" stroke="${dark}" stroke-width="14" stroke-linecap="round"/>` +
  `<path d="${starPath(30, -30, 70)}" fill="${main}"/><path d="${starPath(30, -30, 30)}" fill="${accent}"/>`;

export const beachBall: Motif = ({ main, accent, light }) =>
  `<circle r="90" fill="${light}"/>` +
  `<path d="M0-90A90 90 0 0 1 78 45Q20 0 0-90Z" fill="${main}"/>` +
  `<path d="M78 45A90 90 0 0 1-78 45Q0 20 78 45Z" fill="${accent}"/>` +
  `<path d="M-78 45A90 90 0 0 1 0-90Q-20 0-78 45Z" fill="${main}" opacity=".6"/>` +
  `<circle r="16" fill="${light}"/>`;

export const steamTrain: Motif = ({ main, accent, dark, light }) =>
  `<rect x="-90" y="-20" width="110" height="70" rx="8" fill="${main}"/>` +
  `<rect x="20" y="-70" width="70" height="120" rx="8" fill="${accent}"/>` +
  `<rect x="35" y="-55" width="40" height="35" rx="4" fill="${light}"/>` +
  `<rect x="-70" y="-55" width="24" height="35" fill="${dark}"/>` +
  `<circle cx="-55" cy="60" r="24" fill="${dark}"/><circle cx="5" cy="60" r="24" fill="${dark}"/><circle cx="60" cy="60" r="24" fill="${dark}"/>`;

export const actionFigure: Motif = ({ main, accent, dark, light }) =>
  `<circle cy="-70" r="24" fill="${light}" stroke="${dark}" stroke-width="4"/><rect x="-24" y="-82" width="48" height="12" fill="${dark}"/>` +
  `<path d="M-30-45H30L80-80L90-65L35-15V30H-35V-15L-90-65L-80-80Z" fill="${main}"/>` +
  `<path d="M-35 30H-5V95H-30ZM5 30H35L30 95H5Z" fill="${dark}"/><path d="${starPath(0, -12, 18)}" fill="${accent}"/>`;

export const doll: Motif = ({ main, accent, dark, light }) =>
  `<path d="M-40-60Q-45-100 0-100Q45-100 40-60L45 0H-45Z" fill="${dark}"/>` +
  `<circle cy="-60" r="30" fill="${light}"/><circle cx="-11" cy="-62" r="4" fill="${dark}"/><circle cx="11" cy="-62" r="4" fill="${dark}"/>` +
  `<path d="M-20-28H20L60 80H-60Z" fill="${main}"/><path d="M-20-28L-45 25M20-28L45 25" stroke="${light}" stroke-width="10" stroke-linecap="round"/>` +
  `<rect x="-22" y="-5" width="44" height="10" fill="${accent}"/><path d="M-15 80V98M15 80V98" stroke="${light}" stroke-width="9"/>`;

export const dollhouse: Motif = ({ main, accent, dark, light }) =>
  `<path d="M-95-20L0-95L95-20Z" fill="${accent}"/><rect x="-80" y="-20" width="160" height="110" fill="${main}"/>` +
  `<path d="M-80 35H80M0-20V90" stroke="${dark}" stroke-width="5" opacity=".5"/>` +
  `<rect x="-60" y="-5" width="40" height="28" fill="${light}"/><rect x="20" y="-5" width="40" height="28" fill="${light}"/>` +
  `<rect x="-60" y="50" width="40" height="28" fill="${light}"/><rect x="25" y="45" width="30" height="45" rx="4" fill="${dark}"/><circle cy="-45" r="12" fill="${light}"/>`;

export const monsterTruck: Motif = ({ main, accent, dark, light }) =>
  `<path d="M-80 10V-25H-20L0-65H55L75-25H90V10Z" fill="${main}"/><path d="M8-55H48L62-28H-5Z" fill="${light}"/>` +
  `<rect x="-80" y="-10" width="170" height="8" fill="${accent}"/>` +
  `<circle cx="-50" cy="50" r="38" fill="${dark}"/><circle cx="55" cy="50" r="38" fill="${dark}"/>` +
  `<circle cx="-50" cy="50" r="14" fill="${accent}"/><circle cx="55" cy="50" r="14" fill="${accent}"/>`;

export const speedboat: Motif = ({ main, accent, dark, light }) =>
  `<path d="M-95 10H95L65 55H-70Z" fill="${main}"/><path d="M-30 10L-10-35H40L55 10Z" fill="${light}" stroke="${dark}" stroke-width="4"/>` +
  `<rect x="-95" y="22" width="180" height="8" fill="${accent}"/>` +
  `<path d="M-100 70Q-75 55-50 70T0 70T50 70T100 70" fill="none" stroke="${accent}" stroke-width="6"/>`;

export const giftBox: Motif = ({ main, accent, light }) =>
  `<rect x="-75" y="-25" width="150" height="110" rx="8" fill="${main}"/><rect x="-85" y="-55" width="170" height="35" rx="8" fill="${main}"/>` +
  `<rect x="-12" y="-55" width="24" height="140" fill="${accent}"/>` +
  `<path d="M0-55C-20-95-70-80-40-55ZM0-55C20-95 70-80 40-55Z" fill="${accent}"/><rect x="-85" y="-28" width="170" height="6" fill="${light}" opacity=".5"/>`;

export const TOY_MOTIFS: readonly Motif[] = [teddyBear, rocket, racingCar, robot, brickTower, rubberDuck, magicWand, beachBall, steamTrain];

/** One motif, placed at (x, y) and scaled (1 = 200 px across). */
export function placeMotif(motif: Motif, palette: Palette, x: number, y: number, scale: number, rotate = 0): string {
  return `<g transform="translate(${x} ${y}) rotate(${rotate}) scale(${scale})">${motif(palette)}</g>`;
}
