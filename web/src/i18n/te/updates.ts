import type en from '../en/updates';
import type { Translation } from '../translation';

const te: Translation<typeof en> = {};

export default te;
