import { starPath, type Motif } from './art-palette';

// More toys in the same 200×200 box centred on the origin (see toy-motifs.ts): games, crafts,
// outdoor kit, baby toys, science sets, dress-up and collectibles, one per kind the shop sells.

export const boardGame: Motif = ({ main, accent, dark, light }) =>
  `<rect x="-85" y="-85" width="170" height="170" rx="10" fill="${light}" stroke="${dark}" stroke-width="6"/>` +
  `<path d="M-85-28H85M-85 28H85M-28-85V85M28-85V85" stroke="${main}" stroke-width="8"/>` +
  `<rect x="5" y="10" width="60" height="60" rx="12" fill="${accent}" transform="rotate(15 35 40)"/>` +
  `<circle cx="25" cy="30" r="7" fill="${dark}"/><circle cx="45" cy="50" r="7" fill="${dark}"/>` +
  `<circle cx="-55" cy="-55" r="16" fill="${main}"/>`;

export const jigsawPiece: Motif = ({ main, accent, dark }) =>
  `<path d="M-70-70H-20A22 22 0 1 1 20-70H70V-20A22 22 0 1 1 70 20V70H20A22 22 0 1 0-20 70H-70V20A22 22 0 1 0-70-20Z" fill="${main}" stroke="${dark}" stroke-width="6"/>` +
  `<path d="M-45-45H5V5H-45Z" fill="${accent}" opacity=".5"/>`;

export const playingCards: Motif = ({ main, accent, dark, light }) =>
  `<rect x="-75" y="-80" width="100" height="140" rx="10" fill="${light}" stroke="${dark}" stroke-width="5" transform="rotate(-14)"/>` +
  `<rect x="-30" y="-70" width="100" height="140" rx="10" fill="${light}" stroke="${dark}" stroke-width="5" transform="rotate(10)"/>` +
  `<path d="M20-25C-5-50-25-20 20 25C65-20 45-50 20-25Z" fill="${main}" transform="rotate(10)"/>` +
  `<path d="${starPath(-40, -50, 14)}" fill="${accent}"/>`;

export const paintPalette: Motif = ({ main, accent, dark, light }) =>
  `<path d="M0-80C60-80 95-40 90 5C85 45 45 40 35 60C25 85-10 90-40 80C-80 65-95 25-90-15C-85-55-45-80 0-80Z" fill="${light}" stroke="${dark}" stroke-width="6"/>` +
  `<circle cx="-45" cy="-25" r="15" fill="${main}"/><circle cx="-5" cy="-50" r="15" fill="${accent}"/>` +
  `<circle cx="40" cy="-35" r="15" fill="${dark}"/><circle cx="-45" cy="25" r="15" fill="${accent}" opacity=".6"/>` +
  `<line x1="20" y1="90" x2="85" y2="-15" stroke="${dark}" stroke-width="10" stroke-linecap="round"/><path d="M80-10L95-40L100-5Z" fill="${main}"/>`;

export const helmet: Motif = ({ main, accent, dark, light }) =>
  `<path d="M-90 35C-95-45-40-80 5-80C60-80 95-40 90 35Z" fill="${main}"/>` +
  `<path d="M-40-70L-25 30M0-80V30M40-70L25 30" stroke="${light}" stroke-width="10" opacity=".8"/>` +
  `<rect x="-95" y="30" width="190" height="18" rx="9" fill="${accent}"/>` +
  `<path d="M-60 48Q-60 90-20 90M60 48Q60 90 20 90" fill="none" stroke="${dark}" stroke-width="6"/><rect x="-22" y="84" width="44" height="12" rx="6" fill="${dark}"/>`;

export const scooter: Motif = ({ main, accent, dark }) =>
  `<rect x="-75" y="45" width="140" height="14" rx="7" fill="${main}"/>` +
  `<line x1="55" y1="52" x2="40" y2="-85" stroke="${accent}" stroke-width="12" stroke-linecap="round"/>` +
  `<line x1="10" y1="-85" x2="70" y2="-85" stroke="${dark}" stroke-width="12" stroke-linecap="round"/>` +
  `<circle cx="-65" cy="70" r="20" fill="${dark}"/><circle cx="65" cy="70" r="20" fill="${dark}"/>`;

export const kite: Motif = ({ main, accent, dark, light }) =>
  `<path d="M0-95L60-20L0 45L-60-20Z" fill="${main}"/><path d="M0-95L0 45M-60-20H60" stroke="${light}" stroke-width="5"/>` +
  `<path d="M0 45Q-30 65 0 80T0 100" fill="none" stroke="${dark}" stroke-width="4"/>` +
  `<path d="M-12 62L0 70L-12 78ZM12 82L0 90L12 98Z" fill="${accent}"/>`;

export const waterBlaster: Motif = ({ main, accent, dark, light }) =>
  `<rect x="-85" y="-30" width="150" height="40" rx="14" fill="${main}"/>` +
  `<rect x="-60" y="-70" width="60" height="40" rx="12" fill="${accent}"/>` +
  `<path d="M-30 10L-55 80H-20L0 10Z" fill="${main}"/><rect x="65" y="-20" width="25" height="20" rx="4" fill="${dark}"/>` +
  `<circle cx="100" cy="-40" r="6" fill="${light}"/><circle cx="88" cy="-58" r="8" fill="${light}"/>`;

export const tent: Motif = ({ main, accent, dark, light }) =>
  `<path d="M-95 75L0-85L95 75Z" fill="${main}"/><path d="M0-85L-30 75H30Z" fill="${dark}" opacity=".6"/>` +
  `<path d="M0-85L-15 75H15Z" fill="${light}" opacity=".5"/><path d="M0-85L0-100L25-92L0-86Z" fill="${accent}"/>` +
  `<rect x="-100" y="72" width="200" height="8" rx="4" fill="${dark}"/>`;

export const soccerGoal: Motif = ({ main, dark, light }) =>
  `<path d="M-90 60V-60H90V60" fill="none" stroke="${light}" stroke-width="10"/>` +
  `<path d="M-80-50H80M-80-20H80M-80 10H80M-50-60V60M-10-60V60M30-60V60M70-60V60" stroke="${dark}" stroke-width="2" opacity=".35"/>` +
  `<circle cx="40" cy="55" r="32" fill="${light}" stroke="${dark}" stroke-width="4"/>` +
  `<path d="M40 42L52 51L47 65H33L28 51Z" fill="${dark}"/><rect x="-95" y="-66" width="190" height="10" rx="5" fill="${main}"/>`;

export const sleepsuit: Motif = ({ main, accent, light }) =>
  `<path d="M-35-85H35L85-45L65-15L45-35V90H5V45H-5V90H-45V-35L-65-15L-85-45Z" fill="${main}"/>` +
  `<path d="M-20-85Q0-60 20-85" fill="${light}"/><circle cy="-25" r="7" fill="${accent}"/><circle cy="5" r="7" fill="${accent}"/>`;

export const stackingRings: Motif = ({ main, accent, dark, light }) =>
  `<rect x="-8" y="-90" width="16" height="150" rx="8" fill="${dark}"/><circle cy="-92" r="14" fill="${accent}"/>` +
  [
    { y: 55, rx: 80, colour: main },
    { y: 25, rx: 65, colour: accent },
    { y: -5, rx: 50, colour: main },
    { y: -35, rx: 36, colour: light },
  ]
    .map(({ y, rx, colour }) => `<ellipse cy="${y}" rx="${rx}" ry="17" fill="${colour}" stroke="${dark}" stroke-opacity=".3" stroke-width="3"/>`)
    .join('') +
  `<rect x="-90" y="70" width="180" height="22" rx="8" fill="${dark}" opacity=".7"/>`;

export const activityGym: Motif = ({ main, accent, dark, light }) =>
  `<ellipse cy="75" rx="95" ry="18" fill="${light}"/>` +
  `<path d="M-80 75Q-80-80 0-80Q80-80 80 75" fill="none" stroke="${main}" stroke-width="14"/>` +
  `<path d="M-35-75V0M0-80V20M35-75V0" stroke="${dark}" stroke-width="3"/>` +
  `<path d="${starPath(-35, 12, 16)}" fill="${accent}"/><circle cy="32" r="14" fill="${accent}"/><circle cx="35" cy="12" r="12" fill="${main}"/>`;

export const shapeSorter: Motif = ({ main, accent, dark, light }) =>
  `<rect x="-75" y="-45" width="150" height="125" rx="12" fill="${main}"/><rect x="-80" y="-60" width="160" height="24" rx="8" fill="${accent}"/>` +
  `<circle cx="-40" cy="-48" r="9" fill="${dark}"/><rect x="-10" y="-56" width="18" height="16" fill="${dark}"/><path d="M35-40L45-56L55-40Z" fill="${dark}"/>` +
  `<circle cx="-30" cy="20" r="22" fill="${light}"/><path d="M40 0L62 40H18Z" fill="${accent}"/>`;

export const softBook: Motif = ({ main, accent, dark, light }) =>
  `<path d="M0-60Q-50-85-95-65V75Q-50 55 0 80Z" fill="${main}"/><path d="M0-60Q50-85 95-65V75Q50 55 0 80Z" fill="${accent}"/>` +
  `<path d="M0-60V80" stroke="${dark}" stroke-width="5"/>` +
  `<circle cx="-48" cy="0" r="22" fill="${light}"/><path d="${starPath(48, 0, 26)}" fill="${light}"/>`;

export const pullAlongToy: Motif = ({ main, accent, dark }) =>
  `<ellipse cx="5" cy="10" rx="70" ry="42" fill="${main}"/><circle cx="-35" cy="-45" r="32" fill="${main}"/>` +
  `<path d="M-65-45L-92-37L-65-30Z" fill="${accent}"/><circle cx="-42" cy="-52" r="6" fill="${dark}"/>` +
  `<rect x="-60" y="45" width="130" height="12" rx="6" fill="${dark}"/>` +
  `<circle cx="-40" cy="70" r="18" fill="${accent}"/><circle cx="50" cy="70" r="18" fill="${accent}"/>` +
  `<path d="M70 50Q95 40 100 0" fill="none" stroke="${dark}" stroke-width="4"/>`;

export const telescope: Motif = ({ main, accent, dark }) =>
  `<rect x="-90" y="-35" width="160" height="40" rx="10" fill="${main}" transform="rotate(-25)"/>` +
  `<rect x="55" y="-42" width="34" height="54" rx="6" fill="${accent}" transform="rotate(-25)"/>` +
  `<path d="M0 0L-50 95M0 0L50 95M0 0V95" stroke="${dark}" stroke-width="7" stroke-linecap="round"/>`;

export const microscope: Motif = ({ main, accent, dark, light }) =>
  `<rect x="-80" y="75" width="150" height="18" rx="6" fill="${dark}"/>` +
  `<path d="M30 75V-10Q30-40 0-40" fill="none" stroke="${main}" stroke-width="20"/>` +
  `<rect x="-28" y="-95" width="36" height="90" rx="8" fill="${accent}" transform="rotate(-20 -10 -50)"/>` +
  `<rect x="-55" y="25" width="70" height="12" rx="4" fill="${main}"/><rect x="-35" y="18" width="30" height="6" fill="${light}"/>`;

export const crystal: Motif = ({ main, accent, dark, light }) =>
  `<path d="M-20 80L-45-20L-20-80L5-20Z" fill="${main}"/><path d="M10 80L0 0L35-55L55 5Z" fill="${accent}"/>` +
  `<path d="M-60 80L-80 20L-55-15L-40 40Z" fill="${main}" opacity=".7"/><path d="M-20-80L-20 80" stroke="${light}" stroke-width="4" opacity=".6"/>` +
  `<rect x="-95" y="78" width="170" height="16" rx="8" fill="${dark}" opacity=".7"/>`;

export const circuitBoard: Motif = ({ main, accent, dark, light }) =>
  `<rect x="-85" y="-70" width="170" height="140" rx="12" fill="${main}"/>` +
  `<path d="M-60-40H0V20H50M-60 40H-20V-10M20-45V-10H60" fill="none" stroke="${light}" stroke-width="5"/>` +
  `<rect x="-20" y="-20" width="44" height="44" rx="4" fill="${dark}"/>` +
  `<circle cx="50" cy="20" r="10" fill="${accent}"/><circle cx="-60" cy="-40" r="8" fill="${accent}"/><circle cx="60" cy="-45" r="8" fill="${accent}"/>`;

export const volcano: Motif = ({ main, accent, dark }) =>
  `<path d="M-95 80L-30-40H30L95 80Z" fill="${dark}" opacity=".8"/><path d="M-30-40Q0-55 30-40L20-20Q0 0-20-20Z" fill="${main}"/>` +
  `<circle cx="-15" cy="-70" r="16" fill="${accent}"/><circle cx="15" cy="-85" r="12" fill="${main}"/><circle cx="5" cy="-60" r="10" fill="${accent}"/>`;

export const costume: Motif = ({ main, accent, dark, light }) =>
  `<path d="M-30-90H30L45-55L75-40L60-10L45-20L70 90H-70L-45-20L-60-10L-75-40L-45-55Z" fill="${main}"/>` +
  `<path d="M-30-90Q0-65 30-90" fill="${light}"/><path d="${starPath(0, 10, 32)}" fill="${accent}"/>` +
  `<rect x="-55" y="45" width="110" height="10" fill="${dark}" opacity=".3"/>`;

export const tutu: Motif = ({ main, accent, light }) =>
  `<path d="M-35-90H35L40-10H-40Z" fill="${accent}"/><path d="M-35-90L-20-100M35-90L20-100" stroke="${accent}" stroke-width="8"/>` +
  `<path d="M-40-15L-95 40L-75 35L-60 55L-40 40L-20 58L0 42L20 58L40 40L60 55L75 35L95 40L40-15Z" fill="${main}"/>` +
  `<path d="M-40-15L-70 30L-30 20L0 35L30 20L70 30L40-15Z" fill="${light}" opacity=".6"/>`;

export const cape: Motif = ({ main, accent, dark }) =>
  `<path d="M-30-80Q0-65 30-80L85 90Q0 70-85 90Z" fill="${main}"/>` +
  `<path d="M-30-80Q0-65 30-80L40-62Q0-45-40-62Z" fill="${dark}"/><circle cy="-62" r="12" fill="${accent}"/>` +
  `<path d="${starPath(0, 20, 30)}" fill="${accent}"/>`;

export const vinylFigure: Motif = ({ main, accent, dark, light }) =>
  `<rect x="-70" y="-95" width="140" height="110" rx="45" fill="${main}"/>` +
  `<circle cx="-28" cy="-40" r="16" fill="${dark}"/><circle cx="28" cy="-40" r="16" fill="${dark}"/><circle cx="-24" cy="-44" r="5" fill="${light}"/><circle cx="32" cy="-44" r="5" fill="${light}"/>` +
  `<rect x="-32" y="15" width="64" height="55" rx="16" fill="${accent}"/><rect x="-28" y="70" width="22" height="22" rx="6" fill="${dark}"/><rect x="6" y="70" width="22" height="22" rx="6" fill="${dark}"/>`;

export const tradingCards: Motif = ({ main, accent, dark, light }) =>
  `<rect x="-80" y="-90" width="160" height="180" rx="12" fill="${main}"/>` +
  `<rect x="-60" y="-70" width="80" height="110" rx="8" fill="${light}" stroke="${dark}" stroke-width="4" transform="rotate(-12)"/>` +
  `<rect x="-10" y="-60" width="80" height="110" rx="8" fill="${light}" stroke="${dark}" stroke-width="4" transform="rotate(12)"/>` +
  `<path d="${starPath(30, -5, 24)}" fill="${accent}"/><rect x="-80" y="55" width="160" height="35" rx="8" fill="${dark}" opacity=".6"/>`;

export const blindBox: Motif = ({ main, accent, dark, light }) =>
  `<path d="M-80-30L0-70L80-30V60L0 95L-80 60Z" fill="${main}"/><path d="M-80-30L0 5L80-30M0 5V95" fill="none" stroke="${dark}" stroke-width="5" opacity=".5"/>` +
  `<path d="M-55 0Q-55-25-35-25Q-15-25-15-5Q-15 10-35 15V30" fill="none" stroke="${light}" stroke-width="9" stroke-linecap="round"/>` +
  `<circle cx="-35" cy="48" r="6" fill="${light}"/><path d="${starPath(40, 30, 22)}" fill="${accent}"/>`;

export const enamelPins: Motif = ({ main, accent, dark, light }) =>
  `<path d="${starPath(-35, -25, 55)}" fill="${main}" stroke="${dark}" stroke-width="5"/>` +
  `<circle cx="45" cy="45" r="40" fill="${accent}" stroke="${dark}" stroke-width="5"/><path d="M45 25C30 10 15 30 45 60C75 30 60 10 45 25Z" fill="${light}"/>`;

export const statue: Motif = ({ main, accent, dark, light }) =>
  `<rect x="-70" y="55" width="140" height="35" rx="6" fill="${dark}"/><rect x="-50" y="45" width="100" height="14" fill="${accent}"/>` +
  `<circle cy="-65" r="25" fill="${main}"/><path d="M-30-35H30L40 45H-40Z" fill="${main}"/>` +
  `<path d="M30-30L70-75" stroke="${main}" stroke-width="14" stroke-linecap="round"/><path d="${starPath(75, -82, 16)}" fill="${light}"/>`;
