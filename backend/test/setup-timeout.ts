// Integration tests hash real passwords and start the real app: give them room.
jest.setTimeout(60_000);
