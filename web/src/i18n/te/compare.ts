import type en from '../en/compare';
import type { Translation } from '../translation';

const te: Translation<typeof en> = {};

export default te;
