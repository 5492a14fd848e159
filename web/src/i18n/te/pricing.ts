import type en from '../en/pricing';
import type { Translation } from '../translation';

const te: Translation<typeof en> = {};

export default te;
