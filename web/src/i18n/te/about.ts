import type en from '../en/about';
import type { Translation } from '../translation';

const te: Translation<typeof en> = {};

export default te;
