import type en from '../en/home';
import type { Translation } from '../translation';

const te: Translation<typeof en> = {};

export default te;
