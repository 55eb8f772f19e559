"""The scenes of the client; see app.App for the stack that holds them."""
