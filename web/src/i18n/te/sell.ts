import type en from '../en/sell';
import type { Translation } from '../translation';

const te: Translation<typeof en> = {};

export default te;
