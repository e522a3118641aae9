// "@shutter/sdk/node": layers that need Node built-ins, kept out of the browser entry.
export { type FileStorageState, fileStorage, STATE_FILE_NAME } from "./storage/fileStorage.js"
