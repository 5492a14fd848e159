import type en from '../en/investment';
import type { Translation } from '../translation';

const te: Translation<typeof en> = {};

export default te;
