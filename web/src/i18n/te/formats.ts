import type en from '../en/formats';
import type { Translation } from '../translation';

const PLOT_TYPES: Record<string, string> = { Residential: 'నివాస', Commercial: 'వాణిజ్య' };

/**
 * The words of the site's formats in Telugu: లక్షలు and కోట్లు for lakh and crore (CLDR's Telugu
 * compact forms count in millions and billions, which nobody here prices land in), the area units
 * people say, and what a plot's buttons send, with its type in Telugu words.
 */
const te: Translation<typeof en> = {
  priceUnits: { lakhs: { card: ' లక్షలు', table: ' లక్షలు' }, crores: { card: ' కోట్లు', table: ' కోట్లు' } },
  areaUnits: {
    sqyd: { short: 'చ.గ.', one: 'చ.గ.', long: 'చదరపు గజాలు' },
    sqft: { short: 'చ.అ.', one: 'చ.అ.', long: 'చదరపు అడుగులు' },
    cents: { short: 'సెంట్లు', one: 'సెంటు', long: 'సెంట్లు' },
    acres: { short: 'ఎకరాలు', one: 'ఎకరం', long: 'ఎకరాలు' },
  },
  bookNow: (location, type) => `${location} లోని ప్లాట్‌ (${PLOT_TYPES[type] ?? type}) పై నాకు ఆసక్తి ఉంది`,
  bookVenturePlot: (venture, number) => `${venture} లోని ప్లాట్ ${number} పై నాకు ఆసక్తి ఉంది`,
  longMonths: ['జనవరి', 'ఫిబ్రవరి', 'మార్చి', 'ఏప్రిల్', 'మే', 'జూన్', 'జులై', 'ఆగస్టు', 'సెప్టెంబర్', 'అక్టోబర్', 'నవంబర్', 'డిసెంబర్'],
  months: ['జన', 'ఫిబ్ర', 'మార్చి', 'ఏప్రి', 'మే', 'జూన్', 'జులై', 'ఆగ', 'సెప్టెం', 'అక్టో', 'నవం', 'డిసెం'],
  share: (title, location) => `ఈ ఆస్తిని చూడండి: ${location} లో ${title}`,
};

export default te;
