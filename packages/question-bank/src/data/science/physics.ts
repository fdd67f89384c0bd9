import type { FactTable, Row } from '../fact-table.js';

const AS_OF = '2026-11-26';
const NOTE =
  'AQA GCSE Combined Science: Trilogy specification (8464), physics topics; BBC Bitesize GCSE Physics; Oxford Dictionary of Physics (8th edition)';
const GCSE = { subject: 'science', levels: ['gcse'] } as const;

const article = (word: string): string => (/^[aeiou]/i.test(word) ? 'an' : 'a');

/** [what the wave does or where it lies, the type, level, aliases]. */
const EM_WAVES: readonly Row[] = [
  ['has the longest wavelength', 'Radio waves', 'e', ['Radio']],
  ['has the highest frequency and the shortest wavelength', 'Gamma rays', 'm', ['Gamma', 'Gamma radiation']],
  ['heats food in some ovens and carries satellite signals', 'Microwaves', 'e', ['Microwave']],
  [
    'is given off by warm objects and picked up by thermal imaging cameras',
    'Infrared',
    'e',
    ['Infra-red', 'IR', 'Infrared radiation'],
  ],
  ['can be seen by the human eye', 'Visible light', 'e', ['Light']],
  ['causes sunburn and makes some substances fluoresce', 'Ultraviolet', 'e', ['UV', 'Ultra-violet']],
  ['is used in hospitals to image broken bones', 'X-rays', 'e', ['X-ray', 'X rays']],
  [
    'is used to sterilise surgical instruments and to kill cancer cells',
    'Gamma rays',
    'm',
    ['Gamma', 'Gamma radiation'],
  ],
  ['carries terrestrial television broadcasts', 'Radio waves', 'm', ['Radio']],
  ['is sent by most TV remote controls', 'Infrared', 'm', ['Infra-red', 'IR']],
  ['lies between visible light and X-rays', 'Ultraviolet', 'm', ['UV', 'Ultra-violet']],
  ['lies between microwaves and visible light', 'Infrared', 'm', ['Infra-red', 'IR']],
  ['lies between radio waves and infrared', 'Microwaves', 'm', ['Microwave']],
  ['lies between ultraviolet and gamma rays', 'X-rays', 'm', ['X-ray', 'X rays']],
  ['is shone on banknotes to check the hidden security marks', 'Ultraviolet', 'm', ['UV', 'Ultra-violet']],
];

/** [what the term means, the term, level, aliases]. */
const FORCE_TERMS: readonly Row[] = [
  ['the force of attraction between any two masses', 'Gravity', 'e', ['Gravitation']],
  ['the force that opposes motion between two surfaces rubbing together', 'Friction', 'e'],
  ['the force of the air pushing against a moving object', 'Air resistance', 'e', ['Drag']],
  ['the upward push of a liquid or gas on an object in it', 'Upthrust', 'm', ['Buoyancy']],
  ['the force of gravity acting on an object’s mass', 'Weight', 'm'],
  ['the rate at which velocity changes', 'Acceleration', 'e'],
  ['speed in a given direction', 'Velocity', 'm'],
  ['mass multiplied by velocity', 'Momentum', 'm'],
  ['the steady top speed a falling object reaches when drag balances its weight', 'Terminal velocity', 'm'],
  ['the tendency of an object to keep still or keep moving unless a force acts on it', 'Inertia', 'h'],
  ['force divided by the area it acts on', 'Pressure', 'm'],
  ['the turning effect of a force about a pivot', 'Moment', 'm', ['Torque']],
  ['the pivot on which a lever turns', 'Fulcrum', 'm'],
  ['the rate at which energy is transferred', 'Power', 'm'],
  ['the amount of matter in an object, measured in kilograms', 'Mass', 'e'],
];

/** [what the term means, the term, level, aliases]. */
const WAVE_TERMS: readonly Row[] = [
  ['the bending of light as it passes from one material into another', 'Refraction', 'm'],
  ['the bouncing back of light from a surface such as a mirror', 'Reflection', 'e'],
  ['the number of waves passing a point each second', 'Frequency', 'e'],
  ['the distance from one crest to the next', 'Wavelength', 'e'],
  ['the height of a wave from its rest position to a crest', 'Amplitude', 'm'],
  ['a sound heard again after bouncing off a surface', 'Echo', 'e'],
  ['sound too high-pitched for humans to hear, used to scan unborn babies', 'Ultrasound', 'e'],
  ['how high or low a sound is, set by its frequency', 'Pitch', 'e'],
  ['the change in pitch of a siren as it races past you', 'Doppler effect', 'm', ['Doppler shift', 'Doppler']],
  ['the splitting of white light into colours by a prism', 'Dispersion', 'h'],
  [
    'the place where a convex lens brings parallel rays of light together',
    'Focal point',
    'm',
    ['Focus', 'Principal focus'],
  ],
  ['the effect that keeps light trapped inside an optical fibre', 'Total internal reflection', 'h', ['TIR']],
  [
    'the kind of wave, such as light, whose vibrations are at right angles to its direction of travel',
    'Transverse',
    'm',
    ['Transverse wave'],
  ],
  [
    'the kind of wave, such as sound, whose vibrations are along its direction of travel',
    'Longitudinal',
    'm',
    ['Longitudinal wave'],
  ],
  ['the spreading out of waves as they pass through a gap', 'Diffraction', 'h'],
];

/** [what the term means, the term, level, aliases]. */
const ELECTRIC_TERMS: readonly Row[] = [
  [
    'a material, such as copper, that lets electricity flow through it easily',
    'Conductor',
    'e',
    ['Electrical conductor'],
  ],
  [
    'a material, such as plastic, that does not let electricity flow through it',
    'Insulator',
    'e',
    ['Electrical insulator'],
  ],
  ['a thin wire in a plug that melts to break the circuit if too much current flows', 'Fuse', 'e'],
  [
    'the way of joining components in a single loop, so one broken bulb puts all the others out',
    'Series',
    'm',
    ['Series circuit'],
  ],
  [
    'the way of joining components on separate branches, so each works on its own',
    'Parallel',
    'm',
    ['Parallel circuit'],
  ],
  ['the green and yellow wire in a UK three-pin plug', 'Earth', 'e', ['Earth wire']],
  ['the brown wire in a UK three-pin plug', 'Live', 'm', ['Live wire']],
  ['the blue wire in a UK three-pin plug', 'Neutral', 'm', ['Neutral wire']],
  ['a magnet that can be switched on and off, as on a scrapyard crane', 'Electromagnet', 'e'],
  [
    'a component whose resistance falls as it gets brighter around it',
    'LDR',
    'h',
    ['Light-dependent resistor', 'Light dependent resistor'],
  ],
  ['a component whose resistance falls as it gets hotter', 'Thermistor', 'm'],
  ['a component that lets current flow in one direction only', 'Diode', 'm'],
  ['the build-up of charge on a balloon rubbed on a jumper', 'Static electricity', 'e', ['Static']],
  ['a device that changes the voltage of an alternating current', 'Transformer', 'm'],
];

/** [what happens, the energy store, level, aliases]: the eight stores of the GCSE energy model. */
const ENERGY_STORES: readonly Row[] = [
  ['grows as a car speeds up', 'Kinetic', 'e', ['Kinetic energy', 'Movement']],
  [
    'grows as an object is lifted higher above the ground',
    'Gravitational potential',
    'm',
    ['Gravitational potential energy', 'GPE', 'Potential'],
  ],
  [
    'is filled when a spring or rubber band is stretched',
    'Elastic potential',
    'm',
    ['Elastic potential energy', 'Elastic'],
  ],
  ['is emptied as a torch battery runs down', 'Chemical', 'm', ['Chemical energy']],
  ['is emptied as food is used by the body or fuel burns', 'Chemical', 'e', ['Chemical energy']],
  ['grows as an object is heated', 'Thermal', 'e', ['Thermal energy', 'Heat', 'Internal']],
  ['is emptied when atoms are split in a reactor', 'Nuclear', 'e', ['Nuclear energy']],
  ['is emptied when a thundercloud discharges as lightning', 'Electrostatic', 'h', ['Electrostatic energy']],
];

/** [instrument, what it measures, level, aliases]. */
const INSTRUMENTS: readonly Row[] = [
  ['Barometer', 'Air pressure', 'e', ['Atmospheric pressure', 'Pressure']],
  ['Anemometer', 'Wind speed', 'm', ['Speed of the wind', 'Wind']],
  ['Hygrometer', 'Humidity', 'm', ['Moisture in the air', 'Water vapour in the air']],
  ['Seismometer', 'Earthquakes', 'm', ['Earthquake', 'Earth tremors', 'Seismic waves', 'Ground movement']],
  ['Thermometer', 'Temperature', 'e'],
  ['Ammeter', 'Electric current', 'm', ['Current', 'Amps']],
  ['Voltmeter', 'Potential difference', 'm', ['Voltage', 'Volts']],
  ['Odometer', 'Distance travelled', 'm', ['Distance', 'Mileage']],
  ['Altimeter', 'Altitude', 'm', ['Height', 'Height above sea level']],
  ['Pedometer', 'Steps walked', 'm', ['Steps', 'Number of steps', 'Distance walked']],
  ['Sphygmomanometer', 'Blood pressure', 'h'],
  ['Hydrometer', 'Density of liquids', 'h', ['Density', 'Relative density', 'Specific gravity']],
  ['Tachometer', 'Rotation speed', 'h', ['Revs', 'Engine speed', 'Revolutions per minute', 'RPM']],
  ['Spirometer', 'Lung capacity', 'h', ['Lung volume', 'Breathing', 'Volume of air breathed']],
  ['Rain gauge', 'Rainfall', 'e', ['Rain', 'Precipitation']],
];

/** The instruments asked the other way: only those that are the one usual instrument for what they measure. */
const MEASURED: readonly Row[] = [
  ['air pressure', 'Barometer', 'e'],
  ['wind speed', 'Anemometer', 'm'],
  ['humidity', 'Hygrometer', 'm'],
  ['earthquakes', 'Seismometer', 'm', ['Seismograph']],
  ['electric current', 'Ammeter', 'm'],
  ['potential difference', 'Voltmeter', 'm'],
  ['altitude', 'Altimeter', 'm'],
  ['blood pressure', 'Sphygmomanometer', 'h'],
];

export const PHYSICS_TABLES: readonly FactTable[] = [
  {
    id: 'science-em-wave',
    name: 'electromagnetic-spectrum',
    category: 'science',
    note: NOTE,
    asOf: AS_OF,
    curriculum: GCSE,
    text: (d) => `Which type of electromagnetic radiation ${d}?`,
    mc: (d) => `Which part of the electromagnetic spectrum ${d}?`,
    rows: EM_WAVES,
  },
  {
    id: 'science-force-term',
    name: 'physics',
    category: 'science',
    note: NOTE,
    asOf: AS_OF,
    curriculum: GCSE,
    text: (d) => `In physics, what name is given to ${d}?`,
    mc: (d) => `Which physics term means ${d}?`,
    rows: FORCE_TERMS,
  },
  {
    id: 'science-wave-term',
    name: 'physics',
    category: 'science',
    note: NOTE,
    asOf: AS_OF,
    curriculum: GCSE,
    text: (d) => `What is the scientific name for ${d}?`,
    mc: (d) => `In the physics of waves, which term names ${d}?`,
    rows: WAVE_TERMS,
  },
  {
    id: 'science-electric-term',
    name: 'physics',
    category: 'science',
    note: `${NOTE}; BS 1363 (UK plugs)`,
    asOf: AS_OF,
    curriculum: GCSE,
    text: (d) => `In electricity and magnetism, what name is given to ${d}?`,
    mc: (d) => `Which name is given to ${d}?`,
    rows: ELECTRIC_TERMS,
  },
  {
    id: 'science-energy-store',
    name: 'physics',
    category: 'science',
    note: NOTE,
    asOf: AS_OF,
    curriculum: GCSE,
    text: (d) => `In the GCSE model of energy, which energy store ${d}?`,
    mc: (d) => `Which energy store ${d}?`,
    rows: ENERGY_STORES,
    extraDistractors: ['Magnetic'],
  },
  {
    id: 'science-instrument-measures',
    name: 'instruments',
    category: 'science',
    note: 'Oxford Dictionary of Science (7th edition); Met Office, How we measure the weather (metoffice.gov.uk)',
    asOf: AS_OF,
    words: ['sphygmomanometer', 'spirometer', 'tachometer', 'hygrometer', 'pedometer', 'seismometer'],
    text: (i) => `What does ${article(i)} ${i.toLowerCase()} measure?`,
    mc: (i) => `What is measured with ${article(i)} ${i.toLowerCase()}?`,
    rows: INSTRUMENTS,
  },
  {
    id: 'science-instrument-for',
    mirrorOf: 'science-instrument-measures',
    name: 'instruments',
    category: 'science',
    note: 'Oxford Dictionary of Science (7th edition); Met Office, How we measure the weather (metoffice.gov.uk)',
    asOf: AS_OF,
    words: ['sphygmomanometer', 'hygrometer', 'seismometer', 'seismograph'],
    text: (q) => `Which instrument measures ${q}?`,
    mc: (q) => `Which of these instruments is used to measure ${q}?`,
    rows: MEASURED,
    extraDistractors: ['Thermometer', 'Odometer', 'Hydrometer', 'Pedometer'],
  },
];
