import { attach } from '../../resources/storage/attach';
import { uploadScreen } from './UploadScreen';

export default uploadScreen(attach);
