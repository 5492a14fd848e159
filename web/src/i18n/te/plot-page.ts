import type en from '../en/plot-page';
import type { Translation } from '../translation';

const te: Translation<typeof en> = {};

export default te;
