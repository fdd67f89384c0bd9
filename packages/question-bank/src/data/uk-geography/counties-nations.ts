import type { FactTable, Row } from '../fact-table.js';
import { AS_OF } from './common.js';

const ANGLESEY = ['Anglesey', 'Ynys Môn', 'Ynys Mon'];

/**
 * [town, Welsh county (principal area), level, aliases]: only towns whose historic county is not another answer
 * here, so Rhyl, Prestatyn and Colwyn Bay (historic Flintshire and Denbighshire) are left out.
 */
const WALES: readonly Row[] = [
  ['Tenby', 'Pembrokeshire', 'e'],
  ['Fishguard', 'Pembrokeshire', 'm'],
  ['St Davids', 'Pembrokeshire', 'e'],
  ['Milford Haven', 'Pembrokeshire', 'm'],
  ['Llanelli', 'Carmarthenshire', 'm'],
  ['Aberystwyth', 'Ceredigion', 'e', ['Cardiganshire']],
  ['Brecon', 'Powys', 'e'],
  ['Llandrindod Wells', 'Powys', 'm'],
  ['Machynlleth', 'Powys', 'h'],
  ['Hay-on-Wye', 'Powys', 'e'],
  ['Bala', 'Gwynedd', 'h'],
  ['Beddgelert', 'Gwynedd', 'm'],
  ['Llanberis', 'Gwynedd', 'e'],
  ['Llandudno', 'Conwy', 'e'],
  ['Betws-y-Coed', 'Conwy', 'e'],
  ['Llangollen', 'Denbighshire', 'e'],
  ['Mold', 'Flintshire', 'h'],
  ['Holyhead', 'Isle of Anglesey', 'e', ANGLESEY, ['Gwynedd']],
  ['Menai Bridge', 'Isle of Anglesey', 'h', ANGLESEY, ['Gwynedd']],
  ['Abergavenny', 'Monmouthshire', 'm'],
  ['Chepstow', 'Monmouthshire', 'm'],
];

const HIGHLAND = ['Highlands', 'Highland Council'];
const ARGYLL = ['Argyll & Bute', 'Argyll'];
const PERTH = ['Perth & Kinross', 'Perthshire'];
const BORDERS = ['Borders', 'The Borders'];
const DUMFRIES = ['Dumfries & Galloway'];
const WESTERN_ISLES = ['Western Isles', 'Na h-Eileanan Siar', 'Outer Hebrides', 'Eilean Siar'];

/** [town, Scottish council area, level, aliases]: towns not named after their council area. */
const SCOTLAND_NORTH: readonly Row[] = [
  ['St Andrews', 'Fife', 'e'],
  ['Dunfermline', 'Fife', 'e'],
  ['Kirkcaldy', 'Fife', 'e'],
  ['Inverness', 'Highland', 'e', HIGHLAND],
  ['Fort William', 'Highland', 'e', HIGHLAND],
  ['Aviemore', 'Highland', 'e', HIGHLAND],
  ['Portree', 'Highland', 'e', HIGHLAND],
  ['Thurso', 'Highland', 'm', HIGHLAND],
  ['Wick', 'Highland', 'h', HIGHLAND],
  ['Ullapool', 'Highland', 'm', HIGHLAND],
  ['Fort Augustus', 'Highland', 'm', HIGHLAND],
  ['Oban', 'Argyll and Bute', 'e', ARGYLL],
  ['Helensburgh', 'Argyll and Bute', 'h', ARGYLL],
  ['Inveraray', 'Argyll and Bute', 'm', ARGYLL],
  ['Tobermory', 'Argyll and Bute', 'h', ARGYLL],
  ['Peterhead', 'Aberdeenshire', 'm'],
  ['Fraserburgh', 'Aberdeenshire', 'm'],
  ['Stonehaven', 'Aberdeenshire', 'm'],
  ['Braemar', 'Aberdeenshire', 'm'],
  ['Elgin', 'Moray', 'm'],
  ['Lossiemouth', 'Moray', 'h'],
  ['Arbroath', 'Angus', 'm'],
  ['Forfar', 'Angus', 'h'],
  ['Carnoustie', 'Angus', 'm'],
  ['Pitlochry', 'Perth and Kinross', 'e', PERTH],
  ['Callander', 'Stirling', 'h'],
  ['Dunblane', 'Stirling', 'm'],
  ['Kirkwall', 'Orkney Islands', 'e', ['Orkney']],
  ['Lerwick', 'Shetland Islands', 'e', ['Shetland']],
  ['Stornoway', 'Na h-Eileanan Siar (Western Isles)', 'e', WESTERN_ISLES],
];

const SCOTLAND_SOUTH: readonly Row[] = [
  ['Hawick', 'Scottish Borders', 'm', BORDERS],
  ['Galashiels', 'Scottish Borders', 'h', BORDERS],
  ['Kelso', 'Scottish Borders', 'h', BORDERS],
  ['Stranraer', 'Dumfries and Galloway', 'm', DUMFRIES],
  ['Gretna', 'Dumfries and Galloway', 'e', DUMFRIES],
  ['Lockerbie', 'Dumfries and Galloway', 'm', DUMFRIES],
  ['North Berwick', 'East Lothian', 'm'],
  ['Dunbar', 'East Lothian', 'h'],
  ['Musselburgh', 'East Lothian', 'h'],
  ['Livingston', 'West Lothian', 'e'],
  ['Linlithgow', 'West Lothian', 'm'],
  ['Troon', 'South Ayrshire', 'm'],
  ['Kilmarnock', 'East Ayrshire', 'e'],
  ['Hamilton', 'South Lanarkshire', 'm'],
  ['East Kilbride', 'South Lanarkshire', 'e'],
  ['Motherwell', 'North Lanarkshire', 'e'],
  ['Airdrie', 'North Lanarkshire', 'h'],
  ['Cumbernauld', 'North Lanarkshire', 'm'],
  ['Paisley', 'Renfrewshire', 'e'],
  ['Greenock', 'Inverclyde', 'm'],
];

/** [town, county of Northern Ireland, level, aliases]: towns wholly inside one of the six counties. */
const DERRY = ['Londonderry', 'County Derry', 'Derry', 'Co Londonderry', 'Co Derry'];
const NORTHERN_IRELAND: readonly Row[] = [
  ['Lisnaskea', 'County Fermanagh', 'h', ['Fermanagh', 'Co Fermanagh']],
  ['Dungannon', 'County Tyrone', 'm', ['Tyrone', 'Co Tyrone']],
  ['Strabane', 'County Tyrone', 'm', ['Tyrone', 'Co Tyrone']],
  ['Cookstown', 'County Tyrone', 'h', ['Tyrone', 'Co Tyrone']],
  ['Bangor', 'County Down', 'm', ['Down', 'Co Down']],
  ['Newtownards', 'County Down', 'm', ['Down', 'Co Down']],
  ['Banbridge', 'County Down', 'm', ['Down', 'Co Down']],
  ['Newcastle', 'County Down', 'm', ['Down', 'Co Down']],
  ['Holywood', 'County Down', 'm', ['Down', 'Co Down']],
  ['Warrenpoint', 'County Down', 'h', ['Down', 'Co Down']],
  ['Ballymena', 'County Antrim', 'm', ['Antrim', 'Co Antrim']],
  ['Larne', 'County Antrim', 'm', ['Antrim', 'Co Antrim']],
  ['Carrickfergus', 'County Antrim', 'm', ['Antrim', 'Co Antrim']],
  ['Portrush', 'County Antrim', 'm', ['Antrim', 'Co Antrim']],
  ['Ballycastle', 'County Antrim', 'm', ['Antrim', 'Co Antrim']],
  ['Bushmills', 'County Antrim', 'm', ['Antrim', 'Co Antrim']],
  ['Coleraine', 'County Londonderry', 'm', DERRY],
  ['Limavady', 'County Londonderry', 'm', DERRY],
  ['Portstewart', 'County Londonderry', 'm', DERRY],
  ['Magherafelt', 'County Londonderry', 'h', DERRY],
  ['Portadown', 'County Armagh', 'm', ['Armagh', 'Co Armagh']],
  ['Lurgan', 'County Armagh', 'm', ['Armagh', 'Co Armagh']],
  ['Craigavon', 'County Armagh', 'm', ['Armagh', 'Co Armagh']],
];

export const NATION_COUNTY_TABLES: readonly FactTable[] = [
  {
    id: 'ukgeo-county-wales',
    name: 'uk-town-county-wales',
    category: 'uk-geography',
    note: 'Welsh counties are the principal areas of the Local Government (Wales) Act 1994, asked only where the town’s historic county is not another answer; checked against Ordnance Survey Boundary-Line and the councils’ own pages',
    asOf: AS_OF,
    namedSubjects: true,
    text: (t) => `In which Welsh county is ${t}?`,
    mc: (t) => `${t} is in which county of Wales?`,
    rows: WALES,
  },
  {
    id: 'ukgeo-council-scotland-north',
    name: 'uk-town-council-area-scotland-north',
    category: 'uk-geography',
    note: 'Scottish council areas of the Local Government etc. (Scotland) Act 1994; checked against Ordnance Survey Boundary-Line and the councils’ own pages',
    asOf: AS_OF,
    namedSubjects: true,
    text: (t) => `In which Scottish council area is ${t}?`,
    mc: (t) => `${t} lies in which Scottish council area?`,
    rows: SCOTLAND_NORTH,
  },
  {
    id: 'ukgeo-council-scotland-south',
    name: 'uk-town-council-area-scotland-south',
    category: 'uk-geography',
    note: 'Scottish council areas of the Local Government etc. (Scotland) Act 1994; checked against Ordnance Survey Boundary-Line and the councils’ own pages',
    asOf: AS_OF,
    namedSubjects: true,
    allowLookAlikes: true,
    text: (t) => `Which Scottish council area is ${t} in?`,
    mc: (t) => `In which council area of Scotland is ${t}?`,
    rows: SCOTLAND_SOUTH,
  },
  {
    id: 'ukgeo-county-northern-ireland',
    name: 'uk-town-county-northern-ireland',
    category: 'uk-geography',
    note: 'The six traditional counties of Northern Ireland; Ordnance Survey of Northern Ireland (OSNI) maps',
    asOf: AS_OF,
    namedSubjects: true,
    text: (t) => `In which of the six counties of Northern Ireland is ${t}?`,
    mc: (t) => `Which Northern Irish county is ${t} in?`,
    rows: NORTHERN_IRELAND,
  },
];
