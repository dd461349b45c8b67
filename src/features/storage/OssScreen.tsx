import { oss } from '../../resources/storage/oss';
import { uploadScreen } from './UploadScreen';

export default uploadScreen(oss);
