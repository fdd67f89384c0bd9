import { uuidPathPipe } from '../common/uuid-path.pipe';

/** An enquiry id in a path: text that cannot be an id names nothing, so it is a 404 like an unknown one. */
export const EnquiryIdPipe = uuidPathPipe('No such enquiry');
