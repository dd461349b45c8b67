import { storage } from '../../resources/storage/storage';
import { storageScreen } from './StorageScreen';

export default storageScreen(storage, { uploads: false });
